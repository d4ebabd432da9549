/** Choosing sample files: which dropped files are audio, duplicates, and the server's file count. */
import { AUDIO_PICKER_TYPES } from "#features/speech/speech-to-text/accepted-audio";
import { MAX_SAMPLE_FILES } from "./voice-form";

const EXTENSIONS = new Set(Object.values(AUDIO_PICKER_TYPES).flat().filter((t) => t.startsWith(".")));

/** Whether a file looks like audio (its type, else its extension); the server checks the content. */
export function looksLikeAudio(file: { name: string; type: string }): boolean {
  if (file.type.startsWith("audio/") || file.type === "video/webm" || file.type === "video/mp4") return true;
  const dot = file.name.lastIndexOf(".");
  return dot >= 0 && EXTENSIONS.has(file.name.slice(dot).toLowerCase());
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface AddedFiles {
  files: File[];
  /** Why some were left out, or null. */
  problem: string | null;
}

/** `current` plus the audio files of `added` not already there, up to {@link MAX_SAMPLE_FILES}. */
export function addSampleFiles(current: readonly File[], added: readonly File[], max = MAX_SAMPLE_FILES): AddedFiles {
  const notAudio = added.filter((f) => !looksLikeAudio(f));
  const fresh = added.filter((f) => looksLikeAudio(f) && !current.some((c) => sameFile(c, f)));
  const files = [...current, ...fresh].slice(0, max);
  const problems: string[] = [];
  if (notAudio.length) problems.push(`${notAudio.map((f) => f.name).join(", ")} ${notAudio.length === 1 ? "is not an audio file" : "are not audio files"}.`);
  if (current.length + fresh.length > max) problems.push(`A voice takes at most ${max} files at a time.`);
  return { files, problem: problems.length ? problems.join(" ") : null };
}
