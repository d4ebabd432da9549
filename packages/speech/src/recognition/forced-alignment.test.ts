import { describe, expect, it } from "vitest";
import { resampleWhole } from "../audio/resampler";
import { boundaryErrors, synthesizedWordTimes } from "../bench/measure-alignment";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";
import {
  UNALIGNED_LOSS,
  alignWithPocketsphinx,
  alignmentDictionary,
  alignmentGrammar,
  parseHypseg,
  placeWords,
  speechSpan,
  spreadCharacters,
  tokenize,
  type ForcedAlignment,
  type Placement,
} from "./forced-alignment";
import { POCKETSPHINX_SAMPLE_RATE, pocketsphinxProgram } from "./pocketsphinx";

describe("forced alignment helpers", () => {
  it("splits the text at whitespace, keeping punctuation and offsets", () => {
    expect(tokenize(" Hello,  world!\nBye")).toEqual([
      { text: "Hello,", start: 1, end: 7 },
      { text: "world!", start: 9, end: 15 },
      { text: "Bye", start: 16, end: 19 },
    ]);
    expect(tokenize("   ")).toEqual([]);
  });

  it("writes a grammar of exactly the words in order, and a dictionary with numbered variants", () => {
    expect(alignmentGrammar(["w0", "w2", "w3"])).toBe("#JSGF V1.0;\ngrammar alignment;\npublic <text> = w0 w2 w3;\n");
    expect(alignmentDictionary([["w0", ["HH AH L OW"]], ["w2", ["DH AH", "DH IY"]]])).toBe("w0 HH AH L OW\nw2 DH AH\nw2(2) DH IY\n");
  });

  it("reads PocketSphinx's segmentation, and nothing when the grammar did not match", () => {
    const line = "audio S 0 T -5760 A -4749 L -1011 0 -180 -337 <sil> 13 -387 0 w0 60 -234 -337 <sil> 68 -165 0 w1(2) 80\n";
    expect(parseHypseg(line)).toEqual([
      { word: "<sil>", startFrame: 0, endFrame: 13, acousticScore: -180 },
      { word: "w0", startFrame: 13, endFrame: 60, acousticScore: -387 },
      { word: "<sil>", startFrame: 60, endFrame: 68, acousticScore: -234 },
      { word: "w1(2)", startFrame: 68, endFrame: 81, acousticScore: -165 },
    ]);
    expect(parseHypseg("audio S 0 T 0 A 0 L 0 0\n")).toEqual([]);
  });

  it("finds the speech between silences", () => {
    const rate = 16000;
    const samples = new Int16Array(rate * 2);
    for (let i = rate; i < rate * 1.5; i++) samples[i] = Math.round(10000 * Math.sin(i / 5));
    expect(speechSpan(samples, rate)).toEqual([1, 1.5]);
    expect(speechSpan(new Int16Array(rate), rate)).toBeNull();
    expect(speechSpan(Int16Array.from({ length: rate }, (_, i) => (i % 2 ? 10 : -10)), rate)).toBeNull();
  });

  const tokens = tokenize("a bb — ccc dd");
  const at = (start: number, end: number, loss = 1): Placement => ({ start, end, loss });
  const times = (words: { start: number; end: number; loss: number }[]) => words.map((w) => [w.start, w.end, w.loss]);

  it.each<[string, Placement[], [number, number], number, number[][]]>([
    [
      "aligned words keep their times; a dash between them takes no time and no loss",
      [at(0.1, 0.2), at(0.2, 0.5, 2), null, at(0.6, 0.9, 1.5), at(0.9, 1)],
      [0, 2],
      2,
      [[0.1, 0.2, 1], [0.2, 0.5, 2], [0.5, 0.5, 0], [0.6, 0.9, 1.5], [0.9, 1, 1]],
    ],
    [
      "unaligned words share the gap between their neighbours by their letters",
      [at(0.1, 0.2), null, null, null, at(1, 1.2)],
      [0, 2],
      2,
      [[0.1, 0.2, 1], [0.2, 0.52, UNALIGNED_LOSS], [0.52, 0.52, 0], [0.52, 1, UNALIGNED_LOSS], [1, 1.2, 1]],
    ],
    [
      "with nothing aligned, the words spread over the speech",
      [null, null, null, null, null],
      [0.5, 1.5],
      2,
      [[0.5, 0.625, UNALIGNED_LOSS], [0.625, 0.875, UNALIGNED_LOSS], [0.875, 0.875, 0], [0.875, 1.25, UNALIGNED_LOSS], [1.25, 1.5, UNALIGNED_LOSS]],
    ],
    [
      "times past the audio or overlapping earlier words are pulled back into order",
      [at(0.3, 0.4), at(0.35, 0.6), null, at(0.7, 0.9), at(0.9, 1.3)],
      [0, 1],
      1,
      [[0.3, 0.4, 1], [0.4, 0.6, 1], [0.6, 0.6, 0], [0.7, 0.9, 1], [0.9, 1, 1]],
    ],
  ])("places words: %s", (_, placements, span, duration, expected) => {
    expect(times(placeWords(tokens, placements, span, duration))).toEqual(expected);
  });

  it("spreads a word's time over its characters and a gap over the whitespace in it", () => {
    const text = " Hi,  you ";
    const words = [
      { text: "Hi,", start: 0.3, end: 0.6, loss: 1 },
      { text: "you", start: 0.8, end: 1.1, loss: 1 },
    ];
    expect(spreadCharacters(text, tokenize(text), words)).toEqual([
      { text: " ", start: 0.3, end: 0.3 },
      { text: "H", start: 0.3, end: 0.4 },
      { text: "i", start: 0.4, end: 0.5 },
      { text: ",", start: 0.5, end: 0.6 },
      { text: " ", start: 0.6, end: 0.7 },
      { text: " ", start: 0.7, end: 0.8 },
      { text: "y", start: 0.8, end: 0.9 },
      { text: "o", start: 0.9, end: 1 },
      { text: "u", start: 1, end: 1.1 },
      { text: " ", start: 1.1, end: 1.1 },
    ]);
    // Touching words leave the space between them no time; a character is a code point.
    const touching = "👋 ok";
    expect(spreadCharacters(touching, tokenize(touching), [{ text: "👋", start: 0, end: 0.2, loss: 0 }, { text: "ok", start: 0.2, end: 0.4, loss: 1 }])).toEqual([
      { text: "👋", start: 0, end: 0.2 },
      { text: " ", start: 0.2, end: 0.2 },
      { text: "o", start: 0.2, end: 0.3 },
      { text: "k", start: 0.3, end: 0.4 },
    ]);
  });
});

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Says `text` with a premade voice, at the aligner's sample rate. */
async function say(text: string, name = "Richard") {
  const voice = PREMADE_VOICES.find((v) => v.name === name)!;
  const said = await synthesizeRaw({ text, voiceId: voice.voiceId });
  const samples = resampleWhole(said.samples, said.sampleRate, POCKETSPHINX_SAMPLE_RATE);
  return { samples, duration: samples.length / POCKETSPHINX_SAMPLE_RATE, expected: synthesizedWordTimes(text, said.alignment) };
}

/** Every token and character of `text` in order, times monotonic and inside the audio, loss the words' mean. */
function expectWellFormed(alignment: ForcedAlignment, text: string, duration: number) {
  expect(alignment.words.map((w) => w.text)).toEqual(text.split(/\s+/).filter(Boolean));
  expect(alignment.characters.map((c) => c.text).join("")).toBe(text);
  for (const list of [alignment.words, alignment.characters]) {
    let time = 0;
    for (const item of list) {
      expect(item.start).toBeGreaterThanOrEqual(time);
      expect(item.end).toBeGreaterThanOrEqual(item.start);
      expect(item.end).toBeLessThanOrEqual(duration);
      time = item.end;
    }
  }
  for (const w of alignment.words) expect(w.loss).toBeGreaterThanOrEqual(0);
  expect(alignment.loss).toBeCloseTo(mean(alignment.words.map((w) => w.loss)), 2);
}

describe("forced alignment with PocketSphinx (Debian's pocketsphinx, installed by .ci/run)", () => {
  it("is installed", () => {
    expect(pocketsphinxProgram("pocketsphinx_batch"), "apt-get install pocketsphinx pocketsphinx-en-us").not.toBeNull();
  });

  it("finds a Flite voice's words where the synthesiser put them", async () => {
    const text = "Hello, the quick brown fox jumps over the lazy dog by the river.";
    const { samples, duration, expected } = await say(text);
    const alignment = await alignWithPocketsphinx(samples, text);
    expectWellFormed(alignment, text, duration);
    const error = mean(boundaryErrors(expected, alignment.words));
    console.log(`forced alignment: mean absolute word-boundary error ${(error * 1000).toFixed(1)} ms over ${alignment.words.length} words, loss ${alignment.loss}`);
    expect(error).toBeLessThan(0.1);
    // Every word aligned (none spread by proportion), and each one's characters inside its time.
    for (const w of alignment.words) expect(w.loss).toBeLessThan(5);
    const hello = alignment.characters.slice(0, 6);
    expect(hello.map((c) => c.text).join("")).toBe("Hello,");
    expect(hello[0]!.start).toBe(alignment.words[0]!.start);
    expect(hello[5]!.end).toBe(alignment.words[0]!.end);
  });

  it("aligns words the dictionary lacks by their spelling, and numbers as spoken", async () => {
    const text = "Welcome to Vocable, where Zorblax and Quintaro read aloud.";
    const { samples, duration, expected } = await say(text);
    const alignment = await alignWithPocketsphinx(samples, text);
    expectWellFormed(alignment, text, duration);
    const error = mean(boundaryErrors(expected, alignment.words));
    console.log(`forced alignment with unknown words: mean absolute word-boundary error ${(error * 1000).toFixed(1)} ms`);
    expect(error).toBeLessThan(0.1);
    for (const word of ["Vocable,", "Zorblax", "Quintaro"]) expect(alignment.words.find((w) => w.text === word)!.loss).toBeLessThan(5);

    const counted = "We sold 350 tickets in 2024.";
    const spoken = await say(counted);
    const numbers = await alignWithPocketsphinx(spoken.samples, counted);
    expectWellFormed(numbers, counted, spoken.duration);
    for (const w of numbers.words) expect(w.loss).toBeLessThan(5);
    const [, , n350, tickets] = numbers.words;
    expect(n350!.end - n350!.start).toBeGreaterThan(tickets!.end - tickets!.start);
  });

  it("keeps punctuation-only tokens as zero-length words between their neighbours", async () => {
    const text = "Wait — the dog, the cat... and the bird!";
    const { samples, duration } = await say(text);
    const alignment = await alignWithPocketsphinx(samples, text);
    expectWellFormed(alignment, text, duration);
    const [wait, dash, the] = alignment.words;
    expect(dash).toEqual({ text: "—", start: wait!.end, end: wait!.end, loss: 0 });
    expect(the!.start).toBeGreaterThanOrEqual(dash!.end);
    expect(alignment.words.at(-1)!.text).toBe("bird!");
  });

  it("scores the wrong text far worse than the right one", async () => {
    const text = "The quick brown fox jumps over the lazy dog.";
    const { samples } = await say(text);
    const right = await alignWithPocketsphinx(samples, text);
    const wrong = await alignWithPocketsphinx(samples, "Once upon a time there lived a king with three daughters.");
    expect(wrong.loss).toBeGreaterThan(right.loss * 3);
  });

  it("spreads the words over the audio when the text cannot be found in it, without failing", async () => {
    const text = "Nothing of this was said at all.";
    const silence = await alignWithPocketsphinx(new Int16Array(POCKETSPHINX_SAMPLE_RATE * 2), text);
    expectWellFormed(silence, text, 2);
    expect(silence.loss).toBe(UNALIGNED_LOSS);
    expect(silence.words[0]!.start).toBe(0);
    expect(silence.words.at(-1)!.end).toBe(2);
    // Far too little audio for the words: spread over the speech that is there.
    const { samples } = await say("Hello there.");
    const squeezed = await alignWithPocketsphinx(samples, "This sentence has many more words than the audio could ever hold in it.");
    expect(squeezed.loss).toBe(UNALIGNED_LOSS);
    expect(squeezed.words[0]!.start).toBeGreaterThan(0);
  });

  it("rejects text with nothing to say, and stops when aborted or out of time", async () => {
    const audio = new Int16Array(POCKETSPHINX_SAMPLE_RATE);
    for (const text of ["", "   ", "?! —"]) await expect(alignWithPocketsphinx(audio, text)).rejects.toThrow("no letters or digits");
    // Aborted before it starts, and while PocketSphinx runs (the process is killed).
    const early = new AbortController();
    early.abort();
    await expect(alignWithPocketsphinx(audio, "hello", { signal: early.signal })).rejects.toThrow("recognition aborted");
    const text = "Speech synthesis turns written words into sound; people have studied it for decades.";
    const repeated = Array.from({ length: 5 }, () => text).join(" ");
    const { samples } = await say(repeated);
    const late = new AbortController();
    const running = alignWithPocketsphinx(samples, repeated, { signal: late.signal });
    setTimeout(() => late.abort(), 300);
    await expect(running).rejects.toThrow("recognition aborted");
    await expect(alignWithPocketsphinx(samples, repeated, { timeoutMs: 50 })).rejects.toThrow("PocketSphinx took longer than 50 ms");
  });
});
