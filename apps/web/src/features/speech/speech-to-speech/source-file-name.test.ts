import { describe, expect, it } from "vitest";
import { sourceFileName } from "./source-file-name";

const DATE = Date.UTC(2026, 4, 1, 14, 3, 9) / 1000;

describe("sourceFileName", () => {
  it.each([
    ["the server's name", "Stella call.wav", "audio/wav", "Stella_call.wav"],
    ["a WAV without a name", null, "audio/wav", "Vocable_2026-05-01T14_03_09_original_Please_call_Stella.wav"],
    ["a recording (webm with codecs)", null, "audio/webm;codecs=opus", "Vocable_2026-05-01T14_03_09_original_Please_call_Stella.webm"],
    ["an M4A", null, "audio/mp4", "Vocable_2026-05-01T14_03_09_original_Please_call_Stella.m4a"],
    ["an unknown type", null, "application/octet-stream", "Vocable_2026-05-01T14_03_09_original_Please_call_Stella.audio"],
    ["no type at all", null, null, "Vocable_2026-05-01T14_03_09_original_Please_call_Stella.audio"],
  ])("%s", (_name, serverName, contentType, expected) => {
    expect(sourceFileName({ serverName, contentType, text: "Please call Stella", dateUnix: DATE })).toBe(expected);
  });
});
