import { APP_ROUTES } from "@vocable/domain";

/** The query parameter of the speech-to-text page that holds the open transcript, so a reload or a link keeps it. */
export const TRANSCRIPT_PARAM = "transcript";

/** The speech-to-text page with a transcript open: `/app/speech-synthesis/speech-to-text?transcript=<id>`. */
export function transcriptHref(transcriptionId: string): string {
  return `${APP_ROUTES.speechToText}?${new URLSearchParams({ [TRANSCRIPT_PARAM]: transcriptionId })}`;
}
