import { describe, expect, it } from "vitest";
import {
  MICROPHONE_BUSY,
  MICROPHONE_DENIED,
  MICROPHONE_FAILED,
  MICROPHONE_MISSING,
  microphoneErrorMessage,
  pickRecordingType,
  recordingBaseType,
  recordingFileName,
} from "./recording";

describe("pickRecordingType", () => {
  it.each<[string, string[], string | null]>([
    ["Chromium and Firefox", ["audio/webm;codecs=opus", "audio/webm"], "audio/webm;codecs=opus"],
    ["webm without the codec", ["audio/webm"], "audio/webm"],
    ["Safari", ["audio/mp4"], "audio/mp4"],
    ["nothing listed: the browser chooses", [], null],
  ])("%s", (_name, supported, type) => {
    expect(pickRecordingType((t) => supported.includes(t))).toBe(type);
  });
});

describe("recording file", () => {
  it.each([
    ["audio/webm;codecs=opus", "audio/webm", "webm"],
    ["audio/ogg; codecs=opus", "audio/ogg", "ogg"],
    ["audio/mp4", "audio/mp4", "m4a"],
    ["video/webm", "video/webm", "webm"],
    ["", "audio/webm", "webm"],
    [null, "audio/webm", "webm"],
    ["text/plain", "audio/webm", "webm"],
  ])("%s is recorded as %s, saved as .%s", (mimeType, base, extension) => {
    expect(recordingBaseType(mimeType)).toBe(base);
    expect(recordingFileName(new Date(2026, 4, 1, 14, 3, 9), mimeType)).toBe(`recording-2026-05-01_14-03-09.${extension}`);
  });
});

describe("microphoneErrorMessage", () => {
  it.each([
    ["NotAllowedError", MICROPHONE_DENIED],
    ["SecurityError", MICROPHONE_DENIED],
    ["NotFoundError", MICROPHONE_MISSING],
    ["OverconstrainedError", MICROPHONE_MISSING],
    ["NotReadableError", MICROPHONE_BUSY],
    ["AbortError", MICROPHONE_FAILED],
  ])("%s -> %s", (name, message) => {
    expect(microphoneErrorMessage(new DOMException("x", name))).toBe(message);
  });

  it.each([[null], [undefined], ["oops"], [new Error("x")]])("has a general message for %s", (error) => {
    expect(microphoneErrorMessage(error)).toBe(MICROPHONE_FAILED);
  });
});
