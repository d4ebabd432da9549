import { MAX_FILE_NAME_LENGTH } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { dubSubtitleFileName } from "./dub-file-names";

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
