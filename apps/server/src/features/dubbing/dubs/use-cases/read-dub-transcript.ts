import type { DubbingTranscript } from "@vocable/contract";
import { dubLinesToSrt, dubLinesToVtt, lineWords, type TimedLine } from "@vocable/domain";
import { AppError } from "#platform/errors";
import type { DubRow } from "../repo";

/** A dub's lines in `language` ("source" for the original) with where they are spoken. */
function linesOf(dub: DubRow, language: string): { language: string; lines: TimedLine[] } {
  if (language === "source") return { language: dub.sourceLanguage ?? "en", lines: dub.resource.segments.map((s) => ({ start: s.start, end: s.end, text: s.text, speaker: s.speaker })) };
  if (!dub.targetLanguages.includes(language)) {
    throw new AppError("dubbing_not_found", 404, `This dub has no ${language} version: its languages are source, ${dub.targetLanguages.join(", ")}.`);
  }
  const lines = dub.resource.segments.flatMap((s) => {
    const t = s.translations[language];
    return t ? [{ start: t.start, end: t.end, text: t.text, speaker: s.speaker }] : [];
  });
  return { language, lines };
}

/** GET /v1/dubbing/{id}/transcript/{language}: SRT, WebVTT or the json transcript (words timed by their share of the line). */
export function readDubTranscript(dub: DubRow, language: string, format: "srt" | "webvtt" | "json"): string | DubbingTranscript {
  const { language: code, lines } = linesOf(dub, language);
  if (format === "srt") return dubLinesToSrt(lines);
  if (format === "webvtt") return dubLinesToVtt(lines);
  return {
    language: code,
    utterances: lines.map((line) => ({
      text: line.text,
      speaker_id: line.speaker ?? "speaker_0",
      start_s: line.start,
      end_s: line.end,
      words: lineWords(line).map((w) => ({ text: w.text, word_type: "word", start_s: w.start, end_s: w.end, characters: [] })),
    })),
  };
}
