import { describe, expect, it } from "vitest";
import { addSampleFiles, looksLikeAudio } from "./sample-files";

const file = (name: string, type = "", size = 10, lastModified = 1) => new File([new Uint8Array(size)], name, { type, lastModified });

describe("looksLikeAudio", () => {
  it.each([
    ["a.wav", "audio/wav", true],
    ["a.bin", "audio/x-whatever", true],
    ["take.MP3", "", true],
    ["clip.webm", "video/webm", true],
    ["notes.txt", "text/plain", false],
    ["photo.jpg", "image/jpeg", false],
    ["noext", "", false],
  ])("%s (%s) -> %s", (name, type, audio) => {
    expect(looksLikeAudio({ name, type })).toBe(audio);
  });
});

describe("addSampleFiles", () => {
  it("adds audio files, skipping ones already chosen", () => {
    const a = file("a.wav", "audio/wav");
    const b = file("b.mp3", "audio/mpeg");
    expect(addSampleFiles([a], [file("a.wav", "audio/wav"), b])).toEqual({ files: [a, b], problem: null });
  });

  it("says which files are not audio", () => {
    const result = addSampleFiles([], [file("notes.txt", "text/plain"), file("a.wav", "audio/wav")]);
    expect(result.files.map((f) => f.name)).toEqual(["a.wav"]);
    expect(result.problem).toBe("notes.txt is not an audio file.");
  });

  it("keeps at most the server's file count", () => {
    const result = addSampleFiles([file("a.wav", "audio/wav")], [file("b.wav", "audio/wav"), file("c.wav", "audio/wav")], 2);
    expect(result.files.map((f) => f.name)).toEqual(["a.wav", "b.wav"]);
    expect(result.problem).toBe("A voice takes at most 2 files at a time.");
  });
});
