import type { SpeechToTextWord } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import type { TranscriptRow } from "../repo";
import { transcriptDeltas } from "./stream-openai-transcription";

/** A completed transcript of `sentences`, each word a quarter second, spacings between them as the recogniser's words have. */
function transcriptOf(...sentences: string[]): TranscriptRow {
  const words: SpeechToTextWord[] = [];
  let at = 0;
  for (const word of sentences.join(" ").split(" ")) {
    if (words.length > 0) words.push({ text: " ", start: at, end: at, type: "spacing", speaker_id: null, logprob: 0 });
    words.push({ text: word, start: at, end: at + 0.25, type: "word", speaker_id: null, logprob: -0.1 });
    at += 0.25;
  }
  return { text: sentences.join(" "), words, languageCode: "en", audioDurationSecs: at } as TranscriptRow;
}

describe("transcriptDeltas", () => {
  it("sends a sentence per delta, a later one with the space before it, joining to the text", () => {
    expect(transcriptDeltas(transcriptOf("Please call Stella.", "Ask her to bring these things.", "Thank you"))).toEqual([
      "Please call Stella.",
      " Ask her to bring these things.",
      " Thank you",
    ]);
  });

  it("cuts a long sentence at the segments' 200 characters", () => {
    const long = `${Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ")}.`;
    const deltas = transcriptDeltas(transcriptOf(long));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(long);
    for (const delta of deltas) expect(delta.length).toBeLessThanOrEqual(201);
  });

  it("sends no delta for an empty transcript, and the whole text when the words do not match it", () => {
    expect(transcriptDeltas(transcriptOf(""))).toEqual([]);
    const odd = { ...transcriptOf("One. Two."), text: "Something else entirely." };
    expect(transcriptDeltas(odd)).toEqual(["Something else entirely."]);
  });
});
