import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

export const DUB_FAILED_TITLE = "The dub could not be created";
export const QUOTA_TITLE = "Not enough characters left this month";
export const WATERMARK_TITLE = "This plan's dubs carry a watermark";
export const FILE_TOO_LARGE = "The file is larger than this server takes. Dub a shorter or smaller file, or give its address instead.";

/** `detail.status` of the 401 a spent allowance gets, and of the 403 a Free plan's dub without a watermark gets. */
const QUOTA_EXCEEDED = "quota_exceeded";
const WATERMARK_REQUIRED = "watermark_required";

export interface DubErrorText {
  title: string;
  /** The server's own words (`detail.message`) when it sent some. */
  message: string;
  /** The allowance is spent, or the plan needs the watermark: the box offers the plans. */
  plans: boolean;
}

/**
 * The box in the new-dub form for a failed POST /v1/dubbing. The server's message says what is
 * wrong with this dub (a language it cannot work, no translation engine for the pair, media it
 * cannot read or too long, a field refused, the allowance spent), so it is shown word for word for
 * every status it explains, 503 included; a proxy's bare 413 and other failures get the app's texts.
 */
export function dubErrorText(error: unknown): DubErrorText {
  if (error instanceof ApiError) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    if (errorType === QUOTA_EXCEEDED) return { title: QUOTA_TITLE, message, plans: true };
    if (errorType === WATERMARK_REQUIRED) return { title: WATERMARK_TITLE, message, plans: true };
    if (error.status === 413 && errorType === undefined) return { title: DUB_FAILED_TITLE, message: FILE_TOO_LARGE, plans: false };
    if (error.status === 503 && errorType !== undefined) return { title: DUB_FAILED_TITLE, message, plans: false };
  }
  return { title: DUB_FAILED_TITLE, message: errorMessage(error), plans: false };
}
