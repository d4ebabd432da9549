import { MAX_FILE_NAME_LENGTH, codePoints, sanitizeDownloadName } from "@vocable/domain";
import { VIDEO_PICKER_TYPES } from "./dub-media";
import { AUDIO_PICKER_TYPES } from "#features/speech/speech-to-text/accepted-audio";

/** The subtitle downloads of a dub, by file extension. */
export type SubtitleExtension = "srt" | "vtt";

const PICKER_TYPES: readonly (readonly string[])[] = [...Object.values(VIDEO_PICKER_TYPES), ...Object.values(AUDIO_PICKER_TYPES)];
const MEDIA_EXTENSIONS = new Set(PICKER_TYPES.flat().filter((t) => t.startsWith(".")));

/** The dub's name without a media file's extension, made safe, within `room` characters ("dub" when nothing is left). */
function safeStem(dubName: string, room: number): string {
  const dot = dubName.lastIndexOf(".");
  const stem = dot > 0 && MEDIA_EXTENSIONS.has(dubName.slice(dot).toLowerCase()) ? dubName.slice(0, dot) : dubName;
  let safe = sanitizeDownloadName(stem, "").replace(/\.+$/u, "");
  if (safe === "") safe = "dub";
  if (codePoints(safe) > room) safe = Array.from(safe).slice(0, room).join("");
  return safe;
}

/**
 * A dub's subtitle file name: its name (a media file's extension dropped, made safe by the
 * domain's `sanitizeDownloadName`), the language and the extension.
 * @example dubSubtitleFileName("Team call.mp4", "es", "srt") === "Team_call.es.srt"
 */
export function dubSubtitleFileName(dubName: string, language: string, extension: SubtitleExtension): string {
  const suffix = `.${sanitizeDownloadName(language, "dub")}.${extension}`;
  return `${safeStem(dubName, MAX_FILE_NAME_LENGTH - codePoints(suffix))}${suffix}`;
}

/**
 * The original media's file name: the dub's name made safe, with the extension of its file when
 * the name has one, else the one of its type.
 * @example originalFileName("Team call.MOV", "video/quicktime") === "Team_call.mov"
 */
export function originalFileName(dubName: string, contentType: string): string {
  const dot = dubName.lastIndexOf(".");
  const own = dot > 0 ? dubName.slice(dot).toLowerCase() : "";
  const type = contentType.split(";")[0].trim().toLowerCase();
  const extension = MEDIA_EXTENSIONS.has(own) ? own : (PICKER_TYPES.find((types) => types.includes(type))?.find((t) => t.startsWith(".")) ?? "");
  return `${safeStem(dubName, MAX_FILE_NAME_LENGTH - codePoints(extension))}${extension}`;
}
