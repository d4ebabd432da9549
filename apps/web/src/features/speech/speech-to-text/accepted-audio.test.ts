import { ACCEPTED_AUDIO_TYPES } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { AUDIO_ACCEPT, AUDIO_PICKER_TYPES } from "./accepted-audio";

describe("the file picker's audio types", () => {
  it("covers exactly the contract's accepted types, each by extension and MIME type", () => {
    expect(Object.keys(AUDIO_PICKER_TYPES).sort()).toEqual([...ACCEPTED_AUDIO_TYPES].sort());
    for (const names of Object.values(AUDIO_PICKER_TYPES)) {
      expect(names.some((n) => n.startsWith("."))).toBe(true);
      expect(names.some((n) => n.startsWith("audio/"))).toBe(true);
    }
  });

  it("lists them in the accept attribute", () => {
    const accepted = AUDIO_ACCEPT.split(",");
    for (const name of [".mp3", "audio/mpeg", ".wav", ".m4a", ".webm", ".opus", ".flac", ".aiff", ".aac", ".ogg", ".mp4"]) expect(accepted).toContain(name);
  });
});
