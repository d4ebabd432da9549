import { buildCues, CUE_MAX_CHARACTERS, CUE_MAX_SECONDS, formatSrtTime, type Cue, type ExportWord } from "./subtitles";

/**
 * POST /v1/speech-to-text `additional_formats`: the transcript also as SRT, plain text, segmented
 * JSON or HTML, returned in the answer's `additional_formats` (the SDK's
 * AdditionalFormatResponseModel). Segments are subtitle cues (subtitles.ts) with the request's limits.
 * DOCX and PDF are not built here and are refused by name.
 */

export const ADDITIONAL_FORMATS = ["srt", "txt", "segmented_json", "html"] as const;
export type AdditionalFormat = (typeof ADDITIONAL_FORMATS)[number];
/** Formats ElevenLabs offers that are not built here. */
export const REFUSED_ADDITIONAL_FORMATS = ["docx", "pdf"] as const;

export interface ExportRequest {
  format: AdditionalFormat;
  includeSpeakers: boolean;
  includeTimestamps: boolean;
  maxSegmentChars: number;
  maxSegmentSeconds: number;
  pauseSeconds?: number;
  /** SRT and text: lines wrapped at this many characters. */
  maxCharactersPerLine?: number;
}

export interface AdditionalFormatFile {
  requested_format: AdditionalFormat;
  file_extension: string;
  content_type: string;
  is_base64_encoded: false;
  content: string;
}

/** Each option by its wire name (snake_case, as the API documents it, or camelCase, as the SDK sends it unconverted). */
const OPTIONS: Record<string, { key: keyof ExportRequest; kind: "boolean" | "number"; formats?: readonly AdditionalFormat[] }> = {
  include_speakers: { key: "includeSpeakers", kind: "boolean" },
  include_timestamps: { key: "includeTimestamps", kind: "boolean" },
  max_segment_chars: { key: "maxSegmentChars", kind: "number" },
  max_segment_duration_s: { key: "maxSegmentSeconds", kind: "number" },
  segment_on_silence_longer_than_s: { key: "pauseSeconds", kind: "number" },
  max_characters_per_line: { key: "maxCharactersPerLine", kind: "number", formats: ["srt", "txt"] },
};
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const BY_NAME = new Map(Object.entries(OPTIONS).flatMap(([name, option]) => [[name, option], [camel(name), option]] as const));

/** The export requests of an `additional_formats` field (a JSON list of `{format, ...options}`), or why it is refused. */
export function parseAdditionalFormats(raw: string): { requests: ExportRequest[] } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { problem: 'Send a JSON list such as [{"format":"srt"}].' };
  }
  if (!Array.isArray(value)) return { problem: 'Send a JSON list such as [{"format":"srt"}].' };
  if (value.length > ADDITIONAL_FORMATS.length * 2) return { problem: `At most ${ADDITIONAL_FORMATS.length * 2} formats.` };
  const requests: ExportRequest[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return { problem: 'Each format is an object such as {"format":"srt"}.' };
    const { format, ...options } = item as Record<string, unknown>;
    if ((REFUSED_ADDITIONAL_FORMATS as readonly unknown[]).includes(format)) return { problem: `The ${String(format)} format is not built by this server; use ${ADDITIONAL_FORMATS.join(", ")}.` };
    if (!(ADDITIONAL_FORMATS as readonly unknown[]).includes(format)) return { problem: `Unknown format ${JSON.stringify(format)}: use ${ADDITIONAL_FORMATS.join(", ")}.` };
    const request: ExportRequest = { format: format as AdditionalFormat, includeSpeakers: true, includeTimestamps: true, maxSegmentChars: CUE_MAX_CHARACTERS, maxSegmentSeconds: CUE_MAX_SECONDS };
    for (const [name, given] of Object.entries(options)) {
      const option = BY_NAME.get(name);
      if (!option || (option.formats && !option.formats.includes(request.format))) return { problem: `The ${request.format} format has no option ${name}.` };
      if (given === null || given === undefined) continue;
      if (option.kind === "boolean" && typeof given !== "boolean") return { problem: `${name} is true or false.` };
      if (option.kind === "number" && (typeof given !== "number" || !(given > 0) || given > 10_000)) return { problem: `${name} is a number above 0 (at most 10000).` };
      (request as unknown as Record<string, unknown>)[option.key] = given;
    }
    requests.push(request);
  }
  return { requests };
}

/** Words wrapped into lines of at most `width` characters (a longer word has a line of its own). */
export function wrapLines(text: string, width: number | undefined): string {
  if (!width) return text;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The transcript in one requested format (text content, UTF-8). */
export function renderAdditionalFormat(request: ExportRequest, words: readonly ExportWord[]): AdditionalFormatFile {
  const cues = buildCues(words, { maxCharacters: request.maxSegmentChars, maxSeconds: request.maxSegmentSeconds, maxPauseSeconds: request.pauseSeconds });
  const speaker = (cue: Cue) => (request.includeSpeakers && cue.speaker ? `${cue.speaker}: ` : "");
  const file = (file_extension: string, content_type: string, content: string): AdditionalFormatFile => ({ requested_format: request.format, file_extension, content_type, is_base64_encoded: false, content });
  switch (request.format) {
    case "srt":
      return file("srt", "application/x-subrip", cues.map((cue) => `${cue.index}\n${formatSrtTime(cue.start)} --> ${formatSrtTime(cue.end)}\n${wrapLines(speaker(cue) + cue.text, request.maxCharactersPerLine)}\n`).join("\n"));
    case "txt":
      return file("txt", "text/plain", cues.map((cue) => (request.includeTimestamps ? `[${formatSrtTime(cue.start)} - ${formatSrtTime(cue.end)}] ` : "") + wrapLines(speaker(cue) + cue.text, request.maxCharactersPerLine) + "\n").join(""));
    case "segmented_json":
      return file(
        "json",
        "application/json",
        JSON.stringify({
          segments: cues.map((cue) => ({
            text: cue.text,
            ...(request.includeTimestamps ? { start: round(cue.start), end: round(cue.end) } : {}),
            ...(request.includeSpeakers ? { speaker_id: cue.speaker ?? null } : {}),
          })),
        }),
      );
    case "html": {
      const body = cues.map((cue) => `<p>${request.includeTimestamps ? `<time>${formatSrtTime(cue.start)}</time> ` : ""}${escapeHtml(speaker(cue) + cue.text)}</p>`).join("\n");
      return file("html", "text/html", `<!doctype html>\n<html><head><meta charset="utf-8"><title>Transcript</title></head><body>\n${body}\n</body></html>\n`);
    }
  }
}
