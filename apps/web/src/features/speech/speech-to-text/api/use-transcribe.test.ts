import { describe, expect, it } from "vitest";
import { TRANSCRIPTION_MODEL_ID, transcribeForm } from "./use-transcribe";

describe("transcribeForm", () => {
  it("asks for an asynchronous transcription with word timestamps, in the chosen language", () => {
    const file = new File(["RIFF"], "talk.wav", { type: "audio/wav" });
    const form = transcribeForm({ file, languageCode: "en" });
    expect([...form.keys()]).toEqual(["model_id", "language_code", "timestamps_granularity", "async", "file"]);
    expect(form.get("model_id")).toBe(TRANSCRIPTION_MODEL_ID);
    expect(form.get("language_code")).toBe("en");
    expect(form.get("timestamps_granularity")).toBe("word");
    expect(form.get("async")).toBe("true");
    expect((form.get("file") as File).name).toBe("talk.wav");
  });

  it("leaves the language out to detect it", () => {
    const form = transcribeForm({ file: new File(["x"], "a.mp3"), languageCode: "" });
    expect(form.has("language_code")).toBe(false);
  });
});
