import { describe, expect, it } from "vitest";
import { MAX_SOURCE_BYTES, isAcceptedAudio, pickSourceFile, sourceDurationProblem, sourceFileProblem } from "./source-audio";

describe("isAcceptedAudio", () => {
  it.each([
    ["speech.wav", "audio/wav", true],
    ["speech.WAV", "", true],
    ["speech", "audio/x-wav", true],
    ["recording.webm", "audio/webm;codecs=opus", true],
    ["clip.mp4", "video/mp4", true],
    ["clip.m4a", "audio/x-m4a", true],
    ["voice.flac", "application/octet-stream", true],
    ["notes.txt", "text/plain", false],
    ["picture.png", "image/png", false],
    ["noextension", "", false],
    ["song.mid", "audio/midi", false],
  ])("%s (%s) is accepted: %s", (name, type, expected) => {
    expect(isAcceptedAudio({ name, type })).toBe(expected);
  });
});

describe("sourceFileProblem", () => {
  it.each([
    [{ name: "a.wav", type: "audio/wav", size: 1000 }, null],
    [{ name: "a.wav", type: "audio/wav", size: MAX_SOURCE_BYTES }, null],
    [{ name: "a.wav", type: "audio/wav", size: 0 }, "a.wav is empty."],
    [{ name: "a.wav", type: "audio/wav", size: MAX_SOURCE_BYTES + 1 }, /^a\.wav is 60 MB: the voice changer takes files up to 60 MB\.$/],
    [{ name: "notes.txt", type: "text/plain", size: 10 }, /^notes\.txt is not an audio file the voice changer reads\. Choose AAC, .* WAV or WebM\.$/],
  ] as const)("%j", (file, expected) => {
    const problem = sourceFileProblem(file);
    if (expected === null || typeof expected === "string") expect(problem).toBe(expected);
    else expect(problem).toMatch(expected);
  });
});

describe("sourceDurationProblem", () => {
  it.each([
    [null, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NaN, null],
    [0, null],
    [12.4, null],
    [300, null],
    [300.4, null],
    [301, "This audio is 5 min 1 s long: the voice changer converts at most 5 minutes at a time. Cut it into shorter parts."],
    [754, "This audio is 12 min 34 s long: the voice changer converts at most 5 minutes at a time. Cut it into shorter parts."],
  ])("%s s -> %s", (seconds, expected) => {
    expect(sourceDurationProblem(seconds)).toBe(expected);
  });
});

describe("pickSourceFile", () => {
  const wav = new File([new Uint8Array(10)], "a.wav", { type: "audio/wav" });
  const mp3 = new File([new Uint8Array(10)], "b.mp3", { type: "audio/mpeg" });
  const txt = new File(["x"], "c.txt", { type: "text/plain" });
  it.each([
    ["nothing", [], null, null],
    ["one audio file", [wav], wav, null],
    ["two: the first is taken", [wav, mp3], wav, "The voice changer converts one file at a time: the first one was taken."],
    ["a text file", [txt], null, /c\.txt is not an audio file/],
  ] as const)("%s", (_name, files, file, problem) => {
    const picked = pickSourceFile(files);
    expect(picked.file).toBe(file);
    if (problem === null || typeof problem === "string") expect(picked.problem).toBe(problem);
    else expect(picked.problem).toMatch(problem);
  });
});
