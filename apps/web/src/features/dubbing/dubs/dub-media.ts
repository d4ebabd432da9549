/**
 * The media a dub is made from, checked in the browser before it is sent (the server checks the
 * bytes and the length itself): a video of the types POST /v1/dubbing takes or an audio file of
 * the types speech to text takes, not empty; or the address of one. And once dubbed, whether it
 * comes back as a video or as audio.
 */
import type { DubbingMetadata } from "@vocable/contract";
import { AUDIO_ACCEPT } from "#features/speech/speech-to-text/accepted-audio";
import { isAcceptedAudio, SOURCE_TYPES_TEXT } from "#features/speech/speech-to-speech/source-audio";

/** File extensions and MIME types the picker offers for each video type the server dubs. */
export const VIDEO_PICKER_TYPES = {
  mp4: [".mp4", "video/mp4"],
  mov: [".mov", "video/quicktime"],
  mkv: [".mkv", "video/x-matroska", "video/matroska"],
  webm: [".webm", "video/webm"],
  avi: [".avi", "video/x-msvideo", "video/avi", "video/msvideo"],
  wmv: [".wmv", "video/x-ms-wmv"],
  flv: [".flv", "video/x-flv"],
  mpeg: [".mpeg", ".mpg", "video/mpeg"],
  "3gp": [".3gp", "video/3gpp"],
} as const satisfies Record<string, readonly string[]>;

const VIDEO_TYPES: readonly string[] = Object.values(VIDEO_PICKER_TYPES).flat();
const VIDEO_EXTENSIONS = new Set(VIDEO_TYPES.filter((t) => t.startsWith(".")));
const VIDEO_MIME_TYPES = new Set(VIDEO_TYPES.filter((t) => t.includes("/")));

/** The file input's `accept`: the video types, then the audio ones. */
export const DUB_MEDIA_ACCEPT = [...VIDEO_TYPES, AUDIO_ACCEPT].join(",");

export const VIDEO_TYPES_TEXT = "MP4, MOV, MKV, WebM, AVI, WMV, FLV, MPEG or 3GP";
/** What the drop zone says it takes. */
export const DUB_MEDIA_TYPES_TEXT = `Video: ${VIDEO_TYPES_TEXT}. Audio: ${SOURCE_TYPES_TEXT}`;

/** The longest part of a source one dub takes: 30 minutes (the contract's MAX_DUB_SECONDS; the test keeps them equal). */
export const MAX_DUB_SOURCE_SECONDS = 30 * 60;

/** Whether a file is one of the video or audio types a dub takes, by its MIME type (parameters ignored) or else its extension. */
export function isAcceptedDubMedia(file: { name: string; type: string }): boolean {
  if (isAcceptedAudio(file)) return true;
  const type = file.type.split(";")[0].trim().toLowerCase();
  if (type && VIDEO_MIME_TYPES.has(type)) return true;
  const dot = file.name.lastIndexOf(".");
  return dot >= 0 && VIDEO_EXTENSIONS.has(file.name.slice(dot).toLowerCase());
}

/** Why this file cannot be dubbed, or null when it can be sent. */
export function dubFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAcceptedDubMedia(file)) return `${file.name} is not a video or audio file a dub can be made from. Choose ${VIDEO_TYPES_TEXT} video, or ${SOURCE_TYPES_TEXT} audio.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** The first of several files that can be dubbed, with why the others were left out. */
export function pickDubFile(files: readonly File[]): { file: File | null; problem: string | null } {
  if (files.length === 0) return { file: null, problem: null };
  const problem = dubFileProblem(files[0]);
  if (problem) return { file: null, problem };
  return { file: files[0], problem: files.length > 1 ? "A dub is made from one file: the first one was taken." : null };
}

/** Why this address cannot be fetched, or null: the server fetches public http(s) addresses only. */
export function sourceUrlProblem(text: string): string | null {
  const value = text.trim();
  if (value === "") return "Enter the address of the video or audio file.";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "This is not a web address: it starts with https:// or http://.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The server fetches http and https addresses only.";
  return null;
}

/** Whether the dubbed file is audio (an audio source comes back as MP3) rather than a video. */
export function isAudioDub(dub: Pick<DubbingMetadata, "media_metadata">): boolean {
  return dub.media_metadata?.content_type.toLowerCase().startsWith("audio/") ?? false;
}
