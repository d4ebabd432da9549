import { describe, expect, it } from "vitest";
import { isEnglishQuestion, isPunctuated, restorePunctuation, sentenceEnds, SENTENCE_PAUSE_SECONDS } from "./restore-punctuation";

/** Words said one after another, 0.3 s each; "|" marks a pause of `pause` seconds before the next word. */
function said(script: string, pause = 0.8) {
  const words: { text: string; start: number; end: number; probability: number }[] = [];
  let at = 0;
  for (const token of script.split(" ")) {
    if (token === "|") {
      at += pause;
      continue;
    }
    words.push({ text: token, start: at, end: at + 0.3, probability: 0.9 });
    at += 0.3;
  }
  return words;
}

const text = (words: readonly { text: string }[]) => words.map((w) => w.text).join(" ");

describe("restorePunctuation (English)", () => {
  it.each([
    ["hello world", "Hello world."],
    ["hello world | how are you", "Hello world. How are you?"],
    ["i think i'm late | i'll run", "I think I'm late. I'll run."],
    ["do you like it | yes | it is good", "Do you like it? Yes. It is good."],
    ["where is the station | turn left", "Where is the station? Turn left."],
    ["what's your name", "What's your name?"],
    ["how many people came", "How many people came?"],
    ["what about tomorrow", "What about tomorrow?"],
    ["is there any milk", "Is there any milk?"],
    ["have you seen it", "Have you seen it?"],
    ["have a seat", "Have a seat."],
    ["when i arrived it rained", "When I arrived it rained."],
    ["what a lovely day", "What a lovely day."],
    ["where there is smoke there is fire", "Where there is smoke there is fire."],
    ["the end", "The end."],
    ["what", "What."],
    ["[REDACTED] called | tomorrow", "[REDACTED] called. Tomorrow."],
    ["2024 was long", "2024 was long."],
  ])("%j becomes %j", (script, expected) => {
    expect(text(restorePunctuation(said(script), "en"))).toBe(expected);
  });

  it("cuts only at pauses of SENTENCE_PAUSE_SECONDS or more", () => {
    expect(text(restorePunctuation(said("one | two", SENTENCE_PAUSE_SECONDS - 0.01), "en"))).toBe("One two.");
    expect(text(restorePunctuation(said("one | two", SENTENCE_PAUSE_SECONDS), "en"))).toBe("One. Two.");
    expect(text(restorePunctuation(said("one | two", 0.1), "en", { pauseSeconds: 0.1 }))).toBe("One. Two.");
  });

  it("ends a sentence where another speaker begins", () => {
    const words = said("are you there yes i am").map((w, i) => ({ ...w, speakerId: i < 3 ? "speaker_0" : "speaker_1" }));
    expect(text(restorePunctuation(words, "en"))).toBe("Are you there? Yes I am.");
  });

  it("keeps times, probabilities and speakers, and does not change its input", () => {
    const words = said("hello | world");
    const copy = structuredClone(words);
    const restored = restorePunctuation(words, "en");
    expect(words).toEqual(copy);
    expect(restored).toEqual([
      { ...words[0], text: "Hello." },
      { ...words[1], text: "World." },
    ]);
  });

  it("leaves punctuated words (a recogniser that punctuates) and empty lists as they are", () => {
    const punctuated = said("Hello, world. how are you");
    expect(restorePunctuation(punctuated, "en")).toEqual(punctuated);
    expect(restorePunctuation(said("hello | world"), "en", { punctuated: true })).toEqual(said("hello | world"));
    expect(restorePunctuation([], "en")).toEqual([]);
  });

  it("restores around a word put in with its own mark when told the recogniser did not punctuate", () => {
    expect(text(restorePunctuation(said("we met acme inc. | they agreed"), "en", { punctuated: false }))).toBe("We met acme inc. They agreed.");
    expect(text(restorePunctuation(said("we met acme inc. | they agreed"), "en"))).toBe("we met acme inc. they agreed");
  });
});

describe("restorePunctuation (other languages)", () => {
  it.each([
    ["de", "wie geht es dir | gut danke", "Wie geht es dir. Gut danke."],
    ["fr", "élan vital", "Élan vital."],
    ["ru", "привет мир", "Привет мир."],
    // No rules: as the recogniser gave it.
    ["ja", "こんにちは 世界", "こんにちは 世界"],
    ["xx", "hello | world", "hello world"],
  ])("%s: %j becomes %j", (language, script, expected) => {
    expect(text(restorePunctuation(said(script), language))).toBe(expected);
  });
});

describe("isEnglishQuestion", () => {
  it.each([
    [["do", "you"], true],
    [["can", "the", "dog", "swim"], true],
    [["why", "did", "it", "stop"], true],
    [["who's", "there"], true],
    [["who's"], false],
    [["why"], false],
    [["why", "not"], false],
    [["has", "anyone", "called"], true],
    [["the", "dog", "is", "here"], false],
    [[], false],
  ])("%j: %s", (words, expected) => {
    expect(isEnglishQuestion(words)).toBe(expected);
  });
});

describe("sentenceEnds and isPunctuated", () => {
  it("finds each sentence's last word", () => {
    expect(sentenceEnds(said("a b | c | d e"))).toEqual([1, 2, 4]);
    expect(sentenceEnds([])).toEqual([]);
  });

  it.each([
    [["hello", "world"], false],
    [["hello", "world."], true],
    [["really?"], true],
    [["你好。"], true],
    [["don't", "e-mail"], false],
  ])("%j is punctuated: %s", (words, expected) => {
    expect(isPunctuated(words.map((t) => ({ text: t })))).toBe(expected);
  });
});
