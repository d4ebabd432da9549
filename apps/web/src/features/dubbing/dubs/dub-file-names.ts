import { MAX_FILE_NAME_LENGTH, codePoints, sanitizeDownloadName } from "@vocable/domain";
import { VIDEO_PICKER_TYPES } from "./dub-media";
import { AUDIO_PICKER_TYPES } from "#features/speech/speech-to-text/accepted-audio";

/** The subtitle downloads of a dub, by file extension. */
export type SubtitleExtension = "srt" | "vtt";

const MEDIA_EXTENSIONS = new Set([...Object.values(VIDEO_PICKER_TYPES), ...Object.values(AUDIO_PICKER_TYPES)].flat().filter((t) => t.startsWith(".")));

/**
 * A dub's subtitle file name: its name (a media file's extension dropped, made safe by the
 * domain's `sanitizeDownloadName`), the language and the extension.
 * @example dubSubtitleFileName("Team call.mp4", "es", "srt") === "Team_call.es.srt"
 */
export function dubSubtitleFileName(dubName: string, language: string, extension: SubtitleExtension): string {
  const dot = dubName.lastIndexOf(".");
  const stem = dot > 0 && MEDIA_EXTENSIONS.has(dubName.slice(dot).toLowerCase()) ? dubName.slice(0, dot) : dubName;
  const suffix = `.${sanitizeDownloadName(language, "dub")}.${extension}`;
  let safe = sanitizeDownloadName(stem, "").replace(/\.+$/u, "");
  if (safe === "") safe = "dub";
  const room = MAX_FILE_NAME_LENGTH - codePoints(suffix);
  if (codePoints(safe) > room) safe = Array.from(safe).slice(0, room).join("");
  return `${safe}${suffix}`;
}
