import { api, data } from "#lib/api";
import { UserFacingError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { dubSubtitleFileName, type SubtitleExtension } from "../dub-file-names";

const FORMATS: Record<SubtitleExtension, { formatType: "srt" | "webvtt"; type: string }> = {
  srt: { formatType: "srt", type: "application/x-subrip;charset=utf-8" },
  vtt: { formatType: "webvtt", type: "text/vtt;charset=utf-8" },
};

/**
 * Saves a finished dub's subtitles in a language as a file: GET /v1/dubbing/{id}/transcript/
 * {language}?format_type=srt|webvtt answers the text as a JSON string (as ElevenLabs does), which
 * is written out as `<name>.<language>.srt` or `.vtt` (`<name>.original.srt` for "source", the original's).
 */
export async function downloadDubSubtitles(dub: { dubbing_id: string; name: string }, language: string, extension: SubtitleExtension): Promise<void> {
  const format = FORMATS[extension];
  const text = await data(
    api.GET("/v1/dubbing/{dubbing_id}/transcript/{language_code}", {
      params: { path: { dubbing_id: dub.dubbing_id, language_code: language }, query: { format_type: format.formatType } },
    }),
  );
  if (typeof text !== "string") throw new UserFacingError("The subtitles came in a shape this page cannot save.");
  saveBlob(new Blob([text], { type: format.type }), dubSubtitleFileName(dub.name, language === "source" ? "original" : language, extension));
}
