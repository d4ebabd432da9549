import { MAX_FILE_NAME_LENGTH } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { dubSubtitleFileName, originalFileName } from "./dub-file-names";

describe("dubSubtitleFileName", () => {
  it.each([
    ["Team call.mp4", "es", "srt", "Team_call.es.srt"],
    ["Team call (final).MOV", "de", "vtt", "Team_call_final.de.vtt"],
    ["interview.wav", "source", "srt", "interview.source.srt"],
    ["Version 2.1 notes", "fr", "srt", "Version_2.1_notes.fr.srt"],
    ["???", "es", "srt", "dub.es.srt"],
    ["", "es", "vtt", "dub.es.vtt"],
  ] as const)("%j in %s as %s -> %s", (name, language, extension, fileName) => {
    expect(dubSubtitleFileName(name, language, extension)).toBe(fileName);
  });

  it("stays within the longest file name", () => {
    const name = dubSubtitleFileName("a".repeat(400), "es", "srt");
    expect([...name].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith(".es.srt")).toBe(true);
  });
});

describe("originalFileName", () => {
  it.each([
    ["Team call.mp4", "video/mp4", "Team_call.mp4"],
    ["Team call.MOV", "video/quicktime", "Team_call.mov"],
    ["Interview", "audio/mpeg", "Interview.mp3"],
    ["Interview", "video/webm; codecs=vp9", "Interview.webm"],
    ["Notes v2.1", "application/octet-stream", "Notes_v2.1"],
    ["", "video/mp4", "dub.mp4"],
  ] as const)("%j of type %s -> %s", (name, type, fileName) => {
    expect(originalFileName(name, type)).toBe(fileName);
  });

  it("stays within the longest file name", () => {
    const name = originalFileName("a".repeat(400), "video/mp4");
    expect([...name].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith(".mp4")).toBe(true);
  });
});
