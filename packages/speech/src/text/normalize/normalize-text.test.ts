import { describe, expect, it } from "vitest";
import { languageRules } from "../prepare-text";
import { normalizeText } from "./normalize-text";

const say = (language: string, text: string, extras = false) => normalizeText(text, languageRules(language)!, extras).text;

const TABLES: Record<string, [string, string][]> = {
  en: [
    ["Dr. Smith lives on Main Dr. now.", "Doctor Smith lives on Main Drive now."],
    ["5 km", "five kilometers"],
    ["1 km", "one kilometer"],
    ["2.5 kg", "two point five kilograms"],
    ["EUR 10", "ten euros"],
    ["€10", "ten euros"],
    ["It costs 10 USD.", "It costs ten US dollars."],
    ["$3.50", "three dollars and fifty cents"],
    ["$0.99", "ninety-nine cents"],
    ["$1.5M", "one point five million dollars"],
    ["£5", "five pounds"],
    ["john.doe@example.com", "john dot doe at example dot com"],
    ["https://example.com/a/b", "example dot com slash a slash b"],
    ["see www.vocable.ai today", "see w w w dot vocable dot ai today"],
    ["-5", "minus five"],
    ["1,234,567", "one million two hundred thirty-four thousand five hundred sixty-seven"],
    ["3rd and 21st", "third and twenty-first"],
    ["50%", "fifty percent"],
    ["12:30", "twelve thirty"],
    ["3:05 pm", "three oh five P M"],
    ["3:00", "three o'clock"],
    ["2024-01-05", "January fifth, twenty twenty-four"],
    ["1/5/2024", "January fifth, twenty twenty-four"],
    ["Jan 5, 2024", "January fifth, twenty twenty-four"],
    ["5 May 2024", "fifth of May, twenty twenty-four"],
    ["in 1999", "in nineteen ninety-nine"],
    ["R&D", "R and D"],
    ["1/2 cup", "one half cup"],
    ["10 °C", "ten degrees Celsius"],
    ["#1", "number one"],
    ["No. 5", "number five"],
    ["etc. And", "et cetera. And"],
    ["e.g. this", "for example this"],
    ["007", "zero zero seven"],
    ["9".repeat(20), Array(20).fill("nine").join(" ")],
    ["I have 2 cats.", "I have two cats."],
  ],
  fr: [
    ["5 km", "5 kilomètres"],
    ["1 km", "1 kilomètre"],
    ["10 EUR", "10 euros"],
    ["3,5 kg", "3,5 kilogrammes"],
    ["écrivez à a@b.fr", "écrivez à a arobase b point fr"],
    ["10 °C", "10 degrés Celsius"],
  ],
  de: [
    ["5 km", "5 Kilometer"],
    ["€5", "5 Euro"],
    ["3,5 kg", "3,5 Kilogramm"],
    ["1 h", "1 Stunde"],
    ["a@b.de", "a ät b Punkt de"],
  ],
  es: [["5 km", "5 kilómetros"], ["$10", "10 dólares"], ["a@b.es", "a arroba b punto es"]],
  it: [["5 km", "5 chilometri"], ["1 km", "1 chilometro"], ["a@b.it", "a chiocciola b punto it"]],
  pt: [["5 km", "5 quilômetros"], ["R$ 10", "10 reais"], ["a@b.br", "a arroba b ponto br"]],
  nl: [["5 km", "5 kilometer"], ["€5", "5 euro"], ["a@b.nl", "a apenstaartje b punt nl"]],
  pl: [["1 km", "1 kilometr"], ["3 km", "3 kilometry"], ["5 km", "5 kilometrów"], ["2,5 km", "2,5 kilometra"], ["10 zł", "10 złotych"]],
  sv: [["5 km", "5 kilometer"], ["10 kr", "10 kronor"], ["a@b.se", "a snabel-a b punkt se"]],
  ru: [["1 км".replace("км", "km"), "1 километр"], ["3 km", "3 километра"], ["5 km", "5 километров"], ["a@b.ru", "a собака b точка ru"]],
  hi: [["5 km", "5 किलोमीटर"], ["₹100", "100 रुपये"]],
};

describe("normalizeText", () => {
  for (const [language, table] of Object.entries(TABLES)) {
    it.each(table)(`${language}: %s -> %s`, (input, expected) => {
      expect(say(language, input)).toBe(expected);
    });
  }

  it("expands a language's abbreviations only with the language extras (English always)", () => {
    expect(say("de", "Dr. Müller, z.B. heute")).toBe("Dr. Müller, z.B. heute");
    expect(say("de", "Dr. Müller, z.B. heute", true)).toBe("Doktor Müller, zum Beispiel heute");
    expect(say("fr", "M. Martin", true)).toBe("Monsieur Martin");
    expect(say("en", "Dr. Smith")).toBe("Doctor Smith");
  });

  it("maps every rewritten span back to the original text", () => {
    const text = "Pay $3.50 to Dr. Smith.";
    const mapped = normalizeText(text, languageRules("en")!, false);
    const at = (word: string) => mapped.text.indexOf(word);
    const span = (word: string) => text.slice(mapped.sourceStart(at(word)), mapped.sourceEnd(at(word) + word.length));
    expect(span("three")).toBe("$3.50");
    expect(span("cents")).toBe("$3.50");
    expect(span("Doctor")).toBe("Dr.");
    expect(span("Smith")).toBe("Smith");
    expect(span("Pay")).toBe("Pay");
  });

  it("leaves text without anything to rewrite as it is", () => {
    for (const language of Object.keys(TABLES)) expect(say(language, "Hello world.")).toBe("Hello world.");
  });
});
