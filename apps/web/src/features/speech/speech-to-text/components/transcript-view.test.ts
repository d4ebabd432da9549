import type { SpeechToTextWord, Transcript } from "@vocable/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { queryKeys } from "#lib/query-keys";
import { spokenWords, wordIndexAt } from "../word-at-time";
import { TranscriptPanel } from "./transcript-panel";
import { TranscriptView } from "./transcript-view";
import { TranscriptWords } from "./transcript-words";

function word(text: string, start: number, end: number, type: SpeechToTextWord["type"] = "word"): SpeechToTextWord {
  return { text, start, end, type, speaker_id: null, logprob: -0.1 };
}

const WORDS: SpeechToTextWord[] = [word("Hello", 0, 0.5), word(" ", 0.5, 0.6, "spacing"), word("world.", 0.6, 1.2), word(" ", 1.2, 1.5, "spacing"), word("Bye", 1.5, 2)];

const COMPLETED: Transcript = {
  transcription_id: "tr_1",
  // The API answers with ISO 639-3, as ElevenLabs does.
  language_code: "eng",
  language_probability: 1,
  text: "Hello world. Bye",
  words: WORDS,
  audio_duration_secs: 65.4,
  status: "completed",
  progress: 1,
  error: null,
  model_id: "scribe_v1",
  file_name: "Team call.m4a",
  created_at_unix: 1_770_000_000,
  engine_id: "pocketsphinx",
};

const render = (element: ReturnType<typeof createElement>) => renderToStaticMarkup(element);
const noop = () => {};

/** The text of every element carrying `aria-current="true"`. */
function currentWords(html: string): string[] {
  return [...html.matchAll(/<button[^>]*aria-current="true"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
}

describe("TranscriptPanel", () => {
  it("shows a completed transcript: name, duration, language, the player, the words and the exports", () => {
    const html = render(createElement(TranscriptPanel, { transcript: COMPLETED, onDelete: noop }));
    expect(html).toContain("Team call.m4a");
    expect(html).toMatch(/data-testid="transcript-duration"[^>]*>1:05</);
    expect(html).toMatch(/data-testid="transcript-language"[^>]*>English \(en\)</);
    expect(html).toMatch(/<audio[^>]*controls=""[^>]*src="\/v1\/speech-to-text\/transcripts\/tr_1\/audio"/);
    expect([...html.matchAll(/data-testid="transcript-word"/g)]).toHaveLength(3);
    for (const format of ["txt", "srt", "vtt"]) expect(html).toContain(`data-testid="transcript-export-${format}"`);
    expect(html).not.toContain('role="progressbar"');
    // Nothing is playing yet, so no word is current.
    expect(currentWords(html)).toEqual([]);
  });

  it("shows the progress while processing, and no player", () => {
    const html = render(createElement(TranscriptPanel, { transcript: { ...COMPLETED, status: "processing", progress: 0.424, words: [], text: "" }, onDelete: noop }));
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="42"/);
    expect(html).toContain(">42%<");
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain("Transcribing: 40% done");
    expect(html).not.toContain("<audio");
    expect(html).not.toContain("transcript-export-txt");
  });

  it("shows why a transcript failed", () => {
    const html = render(createElement(TranscriptPanel, { transcript: { ...COMPLETED, status: "failed", error: "The audio is truncated.", words: [], text: "" }, onDelete: noop }));
    expect(html).toContain("Transcription failed");
    expect(html).toContain("The audio is truncated.");
    expect(html).not.toContain("<audio");
  });

  it("warns about a transcript the recogniser was unsure of, and marks the unsure words in words, not colour alone", () => {
    const unsure: SpeechToTextWord[] = [
      { ...word("Ah", 0, 0.4), logprob: -2.3 },
      word(" ", 0.4, 0.5, "spacing"),
      { ...word("binder", 0.5, 1), logprob: -1.5 },
      word(" ", 1, 1.1, "spacing"),
      word("sun.", 1.1, 1.5),
    ];
    const html = render(createElement(TranscriptPanel, { transcript: { ...COMPLETED, words: unsure, text: "Ah binder sun." }, onDelete: noop }));
    expect(html).toMatch(/data-testid="transcript-low-confidence"[^>]*>.*This transcript may be inaccurate/);
    expect(html).toContain("2 of its 3 words, underlined with dots");
    expect(html).toMatch(/data-testid="transcript-status"[^>]*>Completed, low confidence</);
    const marked = [...html.matchAll(/<button[^>]*data-low-confidence="true"[^>]*aria-describedby="([^"]+)"[^>]*>([^<]*)</g)];
    expect(marked.map((m) => m[2])).toEqual(["Ah", "binder"]);
    // The description the marked words point at says what the mark means.
    expect(html).toContain(`id="${marked[0]![1]}" hidden="">The recogniser was unsure of this word.<`);
    expect(html).toContain("2 words the recogniser was unsure of are underlined with dots.");
  });

  it("marks neither the transcript nor its words when the recogniser was sure", () => {
    const html = render(createElement(TranscriptPanel, { transcript: COMPLETED, onDelete: noop }));
    expect(html).not.toContain("transcript-low-confidence");
    expect(html).not.toContain("data-low-confidence");
    expect(html).not.toContain("transcript-confidence-legend");
    expect(html).toMatch(/data-testid="transcript-status"[^>]*>Completed</);
  });

  it("says so when no speech was recognised", () => {
    const html = render(createElement(TranscriptPanel, { transcript: { ...COMPLETED, words: [], text: "" }, onDelete: noop }));
    expect(html).toContain("No speech was recognised in this audio.");
  });
});

describe("TranscriptWords", () => {
  const spoken = spokenWords(WORDS);
  const at = (time: number) => {
    const i = wordIndexAt(spoken, time);
    return i < 0 ? -1 : spoken[i].index;
  };

  it.each([
    [0.2, ["Hello"]],
    [0.9, ["world."]],
    [1.3, []],
    [1.5, ["Bye"]],
    [3, []],
  ])("at %s s highlights %j", (time, current) => {
    const html = render(createElement(TranscriptWords, { words: WORDS, activeIndex: at(time), onSeek: noop }));
    expect(currentWords(html)).toEqual(current);
  });

  it("is one tab stop: the word being heard, else the first", () => {
    const tabStops = (activeIndex: number) =>
      [...render(createElement(TranscriptWords, { words: WORDS, activeIndex, onSeek: noop })).matchAll(/<button[^>]*tabindex="0"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(tabStops(-1)).toEqual(["Hello"]);
    expect(tabStops(at(0.9))).toEqual(["world."]);
  });
});

describe("TranscriptView", () => {
  it("renders the cached transcript by id", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.transcript("tr_1"), COMPLETED);
    const html = render(createElement(QueryClientProvider, { client }, createElement(TranscriptView, { transcriptionId: "tr_1", onDeleted: noop })));
    expect(html).toContain('data-testid="transcript-view"');
    expect(html).toContain('data-status="completed"');
    expect(html).toContain("Team call.m4a");
  });
});
