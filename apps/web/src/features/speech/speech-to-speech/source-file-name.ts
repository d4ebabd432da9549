import { historyItemFileName, sanitizeDownloadName, withExtension } from "@vocable/domain";

/** Extensions of the audio types an uploaded original may have (by MIME type, parameters ignored). */
const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/opus": "opus",
  "audio/flac": "flac",
  "audio/x-flac": "flac",
  "audio/aac": "aac",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "video/mp4": "mp4",
  "audio/aiff": "aiff",
  "audio/x-aiff": "aiff",
};

/**
 * The name an original (the speech a conversion was made from) is saved under: the server's
 * (Content-Disposition) when it sent one, else `Vocable_{date}_original_{text}.{ext}` with the
 * extension of its content type (`audio` when unknown).
 */
export function sourceFileName(input: { serverName: string | null; contentType: string | null; text: string; dateUnix: number }): string {
  if (input.serverName) return sanitizeDownloadName(input.serverName);
  const type = (input.contentType ?? "").split(";")[0].trim().toLowerCase();
  const extension = EXTENSIONS[type];
  const name = historyItemFileName({ voiceName: "original", text: input.text, dateUnix: input.dateUnix, extension: extension ?? "mp3" });
  return extension ? name : withExtension(name.replace(/\.mp3$/, ""), "audio");
}
