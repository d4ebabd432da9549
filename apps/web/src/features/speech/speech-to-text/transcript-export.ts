import { MAX_FILE_NAME_LENGTH, codePoints, sanitizeDownloadName, transcriptToSrt, transcriptToText, transcriptToVtt, type ExportWord } from "@vocable/domain";

/** The web app's downloads of a transcript: Text, SRT and WebVTT (built by the domain's subtitles), and their file names. */

/** The export formats, by file extension. */
export type TranscriptExportFormat = "txt" | "srt" | "vtt";

/** The file's contents and MIME type for a format. */
export function transcriptExport(transcript: { text: string; words: readonly ExportWord[] }, format: TranscriptExportFormat): { content: string; type: string } {
  switch (format) {
    case "txt":
      return { content: transcriptToText(transcript), type: "text/plain;charset=utf-8" };
    case "srt":
      return { content: transcriptToSrt(transcript.words), type: "application/x-subrip;charset=utf-8" };
    case "vtt":
      return { content: transcriptToVtt(transcript.words), type: "text/vtt;charset=utf-8" };
  }
}

/**
 * The download name of an export, from the uploaded file's name: the folder part and the
 * extension are dropped, the rest made safe by the domain's `sanitizeDownloadName` (whitespace to
 * `_`, only letters, digits, `_`, `.` and `-` kept), and `extension` appended.
 * @example transcriptFileName("Team call (final).m4a", "srt") === "Team_call_final.srt"
 */
export function transcriptFileName(uploadedName: string, extension: TranscriptExportFormat): string {
  const base = uploadedName.split(/[/\\]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  // Trailing dots would give "name..srt" (and are invalid at the end of a Windows name).
  let safe = sanitizeDownloadName(stem, "").replace(/\.+$/u, "");
  if (safe === "") safe = "transcript";
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1;
  if (codePoints(safe) > room) safe = Array.from(safe).slice(0, room).join("");
  return `${safe}.${extension}`;
}
