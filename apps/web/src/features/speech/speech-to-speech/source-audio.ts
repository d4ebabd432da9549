/**
 * The speech to convert, checked in the browser before it is sent (the server checks the content
 * itself): an audio file of the types speech to text accepts, not empty, not larger than the
 * voice changer takes, and at most five minutes long when the browser can tell its length.
 */
import type { MAX_SPEECH_TO_SPEECH_SECONDS } from "@vocable/contract";
import { formatBytes } from "@vocable/domain";
import { AUDIO_PICKER_TYPES } from "#features/speech/speech-to-text/accepted-audio";

/** Longest speech one conversion takes (the contract's bound; the type check keeps them equal). */
export const MAX_SOURCE_SECONDS: typeof MAX_SPEECH_TO_SPEECH_SECONDS = 300;

/** Largest file the page sends: five minutes of 48 kHz stereo WAV is about 58 MB; compressed audio is far smaller. */
export const MAX_SOURCE_BYTES = 60_000_000;

/** The accepted types' names ("AAC, AIFF, …"), for the hint and the refusal. */
export const SOURCE_TYPES_TEXT = "AAC, AIFF, FLAC, M4A, MP3, MP4, Ogg, Opus, WAV or WebM";

const EXTENSIONS = new Set(Object.values(AUDIO_PICKER_TYPES).flat().filter((t) => t.startsWith(".")));
const MIME_TYPES = new Set(Object.values(AUDIO_PICKER_TYPES).flat().filter((t) => t.includes("/")));

/** Whether a file is one of the accepted audio types, by its MIME type (parameters ignored) or else its extension. */
export function isAcceptedAudio(file: { name: string; type: string }): boolean {
  const type = file.type.split(";")[0].trim().toLowerCase();
  if (type && (MIME_TYPES.has(type) || type === "video/webm" || type === "video/mp4")) return true;
  const dot = file.name.lastIndexOf(".");
  return dot >= 0 && EXTENSIONS.has(file.name.slice(dot).toLowerCase());
}

/** Why this file cannot be converted, or null when it can be sent. */
export function sourceFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAcceptedAudio(file)) return `${file.name} is not an audio file the voice changer reads. Choose ${SOURCE_TYPES_TEXT}.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_SOURCE_BYTES) return `${file.name} is ${formatBytes(file.size)}: the voice changer takes files up to ${formatBytes(MAX_SOURCE_BYTES)}.`;
  return null;
}

/** Why audio of this length cannot be converted, or null (an unknown length, as a fresh recording's, is left to the server). */
export function sourceDurationProblem(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds > MAX_SOURCE_SECONDS + 0.5) {
    const minutes = Math.floor(seconds / 60);
    const rest = Math.round(seconds % 60);
    return `This audio is ${minutes} min ${rest} s long: the voice changer converts at most ${MAX_SOURCE_SECONDS / 60} minutes at a time. Cut it into shorter parts.`;
  }
  return null;
}

/** The first of several files that can be converted, with why the others were left out. */
export function pickSourceFile(files: readonly File[]): { file: File | null; problem: string | null } {
  if (files.length === 0) return { file: null, problem: null };
  const problem = sourceFileProblem(files[0]);
  if (problem) return { file: null, problem };
  return { file: files[0], problem: files.length > 1 ? "The voice changer converts one file at a time: the first one was taken." : null };
}
