/**
 * The new-dub form: its values, the checks made before anything is sent, and the multipart form
 * of POST /v1/dubbing as the ElevenLabs SDK sends it.
 */
import { formatDuration } from "@vocable/domain";
import { AUTO_DETECT } from "./dub-languages";
import { MAX_DUB_SOURCE_SECONDS } from "./dub-media";

/** The speaker counts the form offers; 0 is "Auto" (the server finds them). */
export const DUB_SPEAKER_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type DubSource = { kind: "file"; file: File } | { kind: "url"; url: string };

export interface DubFormValues {
  source: DubSource;
  name: string;
  /** An ISO 639-1 code or {@link AUTO_DETECT}. */
  sourceLanguage: string;
  targetLanguage: string;
  /** 0: found from the audio. */
  numSpeakers: number;
  watermark: boolean;
  /** Seconds into the media; null for its start or end. */
  startTime: number | null;
  endTime: number | null;
  dropBackgroundAudio: boolean;
  /** Voice each speaker with the nearest library voice instead of an approximation of their own. */
  disableVoiceCloning: boolean;
}

/** The multipart form of POST /v1/dubbing; the media goes last, so the server has every field when it arrives. */
export function dubForm(values: DubFormValues): FormData {
  const form = new FormData();
  const name = values.name.trim();
  if (name) form.append("name", name);
  form.append("source_lang", values.sourceLanguage || AUTO_DETECT);
  form.append("target_lang", values.targetLanguage);
  form.append("num_speakers", String(values.numSpeakers));
  form.append("watermark", String(values.watermark));
  if (values.startTime !== null) form.append("start_time", String(values.startTime));
  if (values.endTime !== null) form.append("end_time", String(values.endTime));
  form.append("drop_background_audio", String(values.dropBackgroundAudio));
  form.append("disable_voice_cloning", String(values.disableVoiceCloning));
  if (values.source.kind === "file") form.append("file", values.source.file, values.source.file.name);
  else form.append("source_url", values.source.url.trim());
  return form;
}

/** A time field as typed: empty, a number of seconds, or not a time. */
export type TimeField = { kind: "empty" } | { kind: "seconds"; seconds: number } | { kind: "invalid" };

/** Reads "90", "90.5", "1:30" or "1:02:03" (hours, minutes, seconds) as seconds. */
export function parseTimeField(text: string): TimeField {
  const value = text.trim();
  if (value === "") return { kind: "empty" };
  if (!/^\d+(?::[0-5]?\d){0,2}(?:\.\d+)?$/.test(value)) return { kind: "invalid" };
  const parts = value.split(":").map(Number);
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return Number.isFinite(seconds) ? { kind: "seconds", seconds } : { kind: "invalid" };
}

/** The seconds of a time field, null when empty or not a time. */
export function timeFieldSeconds(field: TimeField): number | null {
  return field.kind === "seconds" ? field.seconds : null;
}

/** Why the start and end times cannot be used, or null; `duration` (seconds) when the browser could read it. */
export function trimProblem(start: TimeField, end: TimeField, duration: number | null): string | null {
  if (start.kind === "invalid") return "The start time is not a time: write seconds (90) or minutes and seconds (1:30).";
  if (end.kind === "invalid") return "The end time is not a time: write seconds (90) or minutes and seconds (1:30).";
  const from = timeFieldSeconds(start);
  const to = timeFieldSeconds(end);
  if (from !== null && to !== null && to <= from) return "The end time must come after the start time.";
  if (from !== null && duration !== null && from >= duration) return `The start time is past the end of the media (${formatDuration(duration)}).`;
  return null;
}

/** The seconds of source that will be dubbed (and charged): the media's length cut to the start and end times; null while unknown. */
export function dubbedSeconds(duration: number | null, start: number | null, end: number | null): number | null {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
  const to = Math.min(end ?? duration, duration);
  return Math.max(0, to - (start ?? 0));
}

/** Why this much source cannot be dubbed at once, or null (an unknown length is left to the server). */
export function dubLengthProblem(seconds: number | null): string | null {
  if (seconds === null || seconds <= MAX_DUB_SOURCE_SECONDS + 0.5) return null;
  return `This is ${formatDuration(seconds)} of media: a dub takes at most ${MAX_DUB_SOURCE_SECONDS / 60} minutes at a time. Set a start and an end time to dub a part.`;
}

/** The dub's name when none is typed: the file's name without its extension. */
export function defaultDubName(source: DubSource | null): string {
  if (!source) return "";
  const name = source.kind === "file" ? source.file.name : safeDecode(source.url.trim().split(/[?#]/)[0].split("/").pop() ?? "");
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
