import { describe, expect, it } from "vitest";
import { buildCues, formatSrtTime, formatVttTime, transcriptToSrt, transcriptToText, transcriptToVtt, type Cue } from "./subtitles";
import type { TranscriptWord as SpeechToTextWord } from "./transcript-words";

function word(text: string, start: number, end: number, speaker: string | null = null): SpeechToTextWord {
  return { text, start, end, type: "word", speaker_id: speaker, logprob: 0 };
}
function spacing(start: number, end: number): SpeechToTextWord {
  return { text: " ", start, end, type: "spacing", speaker_id: null, logprob: 0 };
}

/** "Hello world. This is a test" with spacing entries, as the API gives it. */
const SAMPLE: SpeechToTextWord[] = [
  word("Hello", 0, 0.5),
  spacing(0.5, 0.6),
  word("world.", 0.6, 1.2),
  spacing(1.2, 1.5),
  word("This", 1.5, 1.8),
  spacing(1.8, 1.9),
  word("is", 1.9, 2.0),
  spacing(2.0, 2.1),
  word("a", 2.1, 2.2),
  spacing(2.2, 2.3),
  word("test", 2.3, 2.8),
];

/** `count` words of `text`, one second each from 0. */
function seconds(count: number, text = "w"): SpeechToTextWord[] {
  return Array.from({ length: count }, (_, i) => word(text, i, i + 1));
}

const cue = (index: number, start: number, end: number, text: string): Cue => ({ index, start, end, text });

describe("buildCues", () => {
  it.each<[string, SpeechToTextWord[], Cue[]]>([
    ["nothing", [], []],
    ["a sentence end closes the cue (spacing left out)", SAMPLE, [cue(1, 0, 1.2, "Hello world."), cue(2, 1.5, 2.8, "This is a test")]],
    ["? and ! end sentences too", [word("Why?", 0, 1), word("Because!", 1, 2), word("Fine", 2, 3)], [cue(1, 0, 1, "Why?"), cue(2, 1, 2, "Because!"), cue(3, 2, 3, "Fine")]],
    ["so does a full stop inside closing quotes", [word('"Stop."', 0, 1), word("Go", 1, 2)], [cue(1, 0, 1, '"Stop."'), cue(2, 1, 2, "Go")]],
    ["a dot inside a word does not", [word("3.5", 0, 1), word("km", 1, 2)], [cue(1, 0, 2, "3.5 km")]],
    ["at most 42 characters: 10+10+10 fit, a fourth would make 43", seconds(5, "abcdefghij").map((w, i) => ({ ...w, start: i * 0.5, end: i * 0.5 + 0.5 })), [cue(1, 0, 1.5, "abcdefghij abcdefghij abcdefghij"), cue(2, 1.5, 2.5, "abcdefghij abcdefghij")]],
    ["exactly 42 characters stay one cue", [word("a".repeat(20), 0, 1), word("b".repeat(21), 1, 2)], [cue(1, 0, 2, `${"a".repeat(20)} ${"b".repeat(21)}`)]],
    ["a word longer than the limit gets a cue of its own", [word("x", 0, 1), word("y".repeat(50), 1, 2), word("z", 2, 3)], [cue(1, 0, 1, "x"), cue(2, 1, 2, "y".repeat(50)), cue(3, 2, 3, "z")]],
    ["at most 7 s: a span of exactly 7 s stays, the 8th second starts a new cue", seconds(8), [cue(1, 0, 7, "w w w w w w w"), cue(2, 7, 8, "w")]],
    ["a new speaker starts a new cue", [word("Hi", 0, 1, "speaker_0"), word("there", 1, 2, "speaker_0"), word("Hey", 2, 3, "speaker_1")], [{ ...cue(1, 0, 2, "Hi there"), speaker: "speaker_0" }, { ...cue(2, 2, 3, "Hey"), speaker: "speaker_1" }]],
    ["empty words are skipped and inner whitespace is one space", [word("  ", 0, 1), word(" New\nYork ", 1, 2)], [cue(1, 1, 2, "New York")]],
    ["audio events are part of the text", [{ ...word("(laughter)", 0, 1), type: "audio_event" }, word("ok", 1, 2)], [cue(1, 0, 2, "(laughter) ok")]],
    ["unusable times count as 0 and an end before the start is the start", [word("a", Number.NaN, -1), word("b", 2, 1)], [cue(1, 0, 2, "a b")]],
  ])("%s", (_name, words, cues) => {
    expect(buildCues(words)).toEqual(cues);
  });

  it("numbers cues from 1 in order", () => {
    expect(buildCues(seconds(30)).map((c) => c.index)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("subtitle times", () => {
  it.each([
    [0, "00:00:00,000", "00:00:00.000"],
    [1.5, "00:00:01,500", "00:00:01.500"],
    [61.001, "00:01:01,001", "00:01:01.001"],
    [3725.4567, "01:02:05,457", "01:02:05.457"],
    [0.0004, "00:00:00,000", "00:00:00.000"],
    [59.9996, "00:01:00,000", "00:01:00.000"],
    [360_000, "100:00:00,000", "100:00:00.000"],
    [-1, "00:00:00,000", "00:00:00.000"],
    [Number.NaN, "00:00:00,000", "00:00:00.000"],
    [Number.POSITIVE_INFINITY, "00:00:00,000", "00:00:00.000"],
  ])("%s s -> SRT %s, VTT %s", (time, srt, vtt) => {
    expect(formatSrtTime(time)).toBe(srt);
    expect(formatVttTime(time)).toBe(vtt);
  });
});

describe("exports", () => {
  it("writes SRT: numbered cues, comma milliseconds, a blank line between cues", () => {
    expect(transcriptToSrt(SAMPLE)).toBe("1\n00:00:00,000 --> 00:00:01,200\nHello world.\n\n2\n00:00:01,500 --> 00:00:02,800\nThis is a test\n");
  });

  it("writes WebVTT: the header, numbered cues, dot milliseconds", () => {
    expect(transcriptToVtt(SAMPLE)).toBe("WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.200\nHello world.\n\n2\n00:00:01.500 --> 00:00:02.800\nThis is a test\n");
  });

  it("escapes what WebVTT would read as markup or a timing line", () => {
    expect(transcriptToVtt([word("a<b>", 0, 1), word("&", 1, 2), word("-->", 2, 3)])).toBe("WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\na&lt;b&gt; &amp; --&gt;\n");
  });

  it.each([
    ["no words", [], "", "WEBVTT\n"],
    ["only spacing", [spacing(0, 1)], "", "WEBVTT\n"],
  ])("has empty subtitles for %s", (_name, words, srt, vtt) => {
    expect(transcriptToSrt(words)).toBe(srt);
    expect(transcriptToVtt(words)).toBe(vtt);
  });

  it.each([
    ["the transcript's text", { text: "Hello world. This is a test", words: SAMPLE }, "Hello world. This is a test\n"],
    ["trimmed", { text: "  Hello \n", words: [] }, "Hello\n"],
    ["the words when there is no text", { text: " ", words: SAMPLE }, "Hello world. This is a test\n"],
    ["nothing", { text: "", words: [] }, ""],
  ])("writes text: %s", (_name, transcript, text) => {
    expect(transcriptToText(transcript)).toBe(text);
  });

});

describe("buildCues with a pause limit", () => {
  it("starts a new cue after a longer pause than maxPauseSeconds", () => {
    const words = [word("a", 0, 1), word("b", 1.2, 2), word("c", 4, 5)];
    expect(buildCues(words, { maxSeconds: 60, maxCharacters: 100 }).map((c) => c.text)).toEqual(["a b c"]);
    expect(buildCues(words, { maxSeconds: 60, maxCharacters: 100, maxPauseSeconds: 1 }).map((c) => c.text)).toEqual(["a b", "c"]);
  });
});
