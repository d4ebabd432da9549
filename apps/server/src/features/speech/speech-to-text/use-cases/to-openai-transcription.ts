import type { OpenAiVerboseTranscription } from "@vocable/contract";
import { buildCues, transcriptToSrt, transcriptToVtt } from "@vocable/domain";
import type { TranscriptRow } from "../repo";

export const OPENAI_RESPONSE_FORMATS = ["json", "text", "srt", "verbose_json", "vtt"] as const;
export type OpenAiResponseFormat = (typeof OPENAI_RESPONSE_FORMATS)[number];

/** Segments are sentences of at most 30 s and 200 characters, as Whisper's are about. */
const SEGMENT_LIMITS = { maxSeconds: 30, maxCharacters: 200 };
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The English name of a language, lower case, as OpenAI's verbose_json says it ("english"). */
function languageName(code: string): string {
  try {
    return (new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code).toLowerCase();
  } catch {
    return code;
  }
}

/** A completed transcript in the shape OpenAI's transcription API answers for `format`. */
export function toOpenAiTranscription(row: TranscriptRow, format: OpenAiResponseFormat, granularities: readonly string[]): string | { text: string } | OpenAiVerboseTranscription {
  switch (format) {
    case "text":
      return `${row.text}\n`;
    case "srt":
      return transcriptToSrt(row.words);
    case "vtt":
      return transcriptToVtt(row.words);
    case "json":
      return { text: row.text };
    case "verbose_json": {
      const spoken = row.words.filter((w) => w.type === "word");
      const answer: OpenAiVerboseTranscription = { task: "transcribe", language: languageName(row.languageCode), duration: round(row.audioDurationSecs), text: row.text };
      if (granularities.includes("word")) answer.words = spoken.map((w) => ({ word: w.text, start: w.start, end: w.end }));
      if (granularities.includes("segment")) {
        answer.segments = buildCues(spoken, SEGMENT_LIMITS).map((cue) => {
          const inside = spoken.filter((w) => w.start >= cue.start && w.end <= cue.end);
          const avgLogprob = inside.length ? inside.reduce((sum, w) => sum + w.logprob, 0) / inside.length : 0;
          return {
            id: cue.index - 1,
            seek: 0,
            start: round(cue.start),
            end: round(cue.end),
            text: ` ${cue.text}`,
            tokens: [],
            temperature: 0,
            avg_logprob: round(avgLogprob),
            compression_ratio: 1,
            no_speech_prob: 0,
          };
        });
      }
      return answer;
    }
  }
}
