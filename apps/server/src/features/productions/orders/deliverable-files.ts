import { z } from "zod";
import type { CueOptions, DeliverableFormat } from "@vocable/contract";
import { buildCues, codePoints, CUE_MAX_CHARACTERS, CUE_MAX_SECONDS, formatSrtTime, formatVttTime, type Cue, type ExportWord } from "@vocable/domain";
import type { ItemRow } from "./repo";

/**
 * An item's delivered files, made on request from its result (written by the producers' side
 * when the work is accepted: the checked transcript of each media file as segments): a
 * transcription as text and JSON, subtitles as SRT and WebVTT cut by the item's cue options, a dub
 * review as its checked lines in JSON (and captions when asked for).
 */

const Segment = z.object({ id: z.string(), speaker: z.string(), start: z.number(), end: z.number(), text: z.string() });
const Lines = z.object({ segments: z.array(Segment) });
/** A result as the producers' side writes it: checked transcripts by media, their checked translations by language and media, a dub's checked lines by language. */
const Result = z.object({
  transcripts: z.record(z.string(), Lines).optional(),
  translations: z.record(z.string(), z.record(z.string(), Lines)).optional(),
  dubs: z.record(z.string(), Lines.extend({ media_id: z.string() })).optional(),
});
export type Segment = z.infer<typeof Segment>;

/** One delivered text of an item: a media file's checked lines in one language. */
export interface Track {
  mediaId: string;
  language: string;
  segments: Segment[];
}

export const FORMAT_TYPES: Record<DeliverableFormat, string> = {
  txt: "text/plain; charset=utf-8",
  json: "application/json",
  srt: "application/x-subrip",
  vtt: "text/vtt; charset=utf-8",
};

const byStart = (segments: readonly Segment[]) => [...segments].sort((a, b) => a.start - b.start);

/** An item's delivered tracks, in the item's order of its media and languages; empty before any result. */
export function resultTracks(item: Pick<ItemRow, "result" | "request">): Track[] {
  const parsed = Result.safeParse(item.result);
  if (!parsed.success) return [];
  const { transcripts = {}, translations = {}, dubs = {} } = parsed.data;
  const source = String((item.request as { source_language?: string }).source_language ?? "");
  const tracks: Track[] = [];
  for (const mediaId of itemMediaIds(item)) {
    if (Object.hasOwn(transcripts, mediaId)) tracks.push({ mediaId, language: source, segments: byStart(transcripts[mediaId]!.segments) });
    for (const [language, byMedia] of Object.entries(translations)) {
      if (Object.hasOwn(byMedia, mediaId)) tracks.push({ mediaId, language, segments: byStart(byMedia[mediaId]!.segments) });
    }
  }
  for (const [language, dub] of Object.entries(dubs)) tracks.push({ mediaId: dub.media_id, language, segments: byStart(dub.segments) });
  return tracks;
}

/** The media ids an item works on. */
export function itemMediaIds(item: Pick<ItemRow, "request">): string[] {
  const r = item.request as { media_ids?: string[]; media_id?: string };
  return r.media_ids ?? (r.media_id ? [r.media_id] : []);
}

/** The files an item delivers for each of its media. */
export function formatsOf(item: Pick<ItemRow, "kind" | "request">): DeliverableFormat[] {
  if (item.kind === "transcription") return ["txt", "json"];
  if (item.kind === "subtitles") return ["srt", "vtt"];
  return (item.request as { include_captions?: boolean }).include_captions ? ["json", "srt", "vtt"] : ["json"];
}

const LABELS: Record<string, string> = { transcription: "transcript", subtitles: "subtitles", dub: "dub-review" };

/** A deliverable's file name: the media's name without its extension, the kind, the language when it is not the media's, the format. */
export function deliverableName(item: Pick<ItemRow, "kind" | "request">, mediaName: string, track: Pick<Track, "language">, format: DeliverableFormat): string {
  const base = mediaName.replace(/\.[^.]{1,5}$/, "") || "media";
  const label = format === "srt" || format === "vtt" ? (item.kind === "dub" ? "captions" : "subtitles") : (LABELS[item.kind] ?? item.kind);
  const own = (item.request as { source_language?: string }).source_language === track.language;
  return `${base}.${label}${own ? "" : `.${track.language}`}.${format}`;
}

/** The segments as words, each word's time its share of its segment's by its length (what the cue builder reads). */
function wordsOf(segments: readonly Segment[]): ExportWord[] {
  return segments.flatMap((seg) => {
    const words = seg.text.split(/\s+/u).filter(Boolean);
    const total = words.reduce((n, w) => n + codePoints(w), 0) || 1;
    const span = Math.max(0, seg.end - seg.start);
    let before = 0;
    return words.map((text) => {
      const start = seg.start + (span * before) / total;
      before += codePoints(text);
      return { text, start, end: seg.start + (span * before) / total, speaker_id: seg.speaker };
    });
  });
}

/** A cue's text in lines of at most `perLine` characters (whole words), at most `lines` of them. */
function wrap(text: string, perLine: number, lines: number): string {
  const out: string[] = [];
  for (const word of text.split(" ")) {
    const last = out.at(-1);
    if (last !== undefined && (codePoints(last) + 1 + codePoints(word) <= perLine || out.length >= lines)) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.join("\n");
}

/** The cues of the segments under the item's cue options: duration, characters per line × lines, minimum duration. */
function cuesOf(segments: readonly Segment[], o: CueOptions | undefined): (Cue & { lines: string })[] {
  const perLine = o?.max_chars_per_line ?? CUE_MAX_CHARACTERS;
  const lines = o?.max_lines_per_cue ?? 1;
  const cues = buildCues(wordsOf(segments), { maxSeconds: (o?.max_duration_ms ?? CUE_MAX_SECONDS * 1000) / 1000, maxCharacters: perLine * lines, maxPauseSeconds: 1.5 });
  const min = (o?.min_duration_ms ?? 0) / 1000;
  return cues.map((cue, i) => {
    const next = cues[i + 1]?.start ?? Infinity;
    return { ...cue, end: Math.max(cue.end, Math.min(cue.start + min, next)), lines: wrap(cue.text, perLine, lines) };
  });
}

function toText(segments: readonly Segment[]): string {
  const speakers = new Set(segments.map((s) => s.speaker)).size > 1;
  return segments.map((s) => (speakers ? `${s.speaker}: ${s.text.trim()}` : s.text.trim())).join("\n") + "\n";
}

const escapeVtt = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One deliverable file's text. */
export function renderDeliverable(item: Pick<ItemRow, "request">, track: Pick<Track, "language" | "segments">, format: DeliverableFormat): string {
  const request = item.request as { cue_options?: CueOptions };
  const { segments } = track;
  switch (format) {
    case "txt":
      return toText(segments);
    case "json":
      return `${JSON.stringify({ language: track.language, segments }, null, 2)}\n`;
    case "srt":
      return cuesOf(segments, request.cue_options)
        .map((c, i) => `${i + 1}\n${formatSrtTime(c.start)} --> ${formatSrtTime(c.end)}\n${c.lines}\n`)
        .join("\n");
    case "vtt": {
      const cues = cuesOf(segments, request.cue_options).map((c, i) => `${i + 1}\n${formatVttTime(c.start)} --> ${formatVttTime(c.end)}\n${escapeVtt(c.lines)}\n`);
      return cues.length === 0 ? "WEBVTT\n" : `WEBVTT\n\n${cues.join("\n")}`;
    }
  }
}
