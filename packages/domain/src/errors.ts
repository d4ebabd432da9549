/**
 * Client-visible error texts of the spec's error catalogues (accounts §8, voices §8) and the
 * rules that turn an error response into a message. Obvious misspellings in the spec ("occured",
 * "onnboarding") are corrected here.
 */

/** Shown when a request never got a response. */
export const NETWORK_ERROR = "Network error";
/** Toast for server errors and errors without a message. */
export const GENERIC_ERROR = "Something went wrong, please try again later.";
/** Shown when a voice preview cannot be played (followed by the detail, see {@link previewPlaybackError}). */
export const PREVIEW_PLAYBACK_ERROR = "We are sorry, something went wrong.";

/** Message when the model list cannot be loaded. */
export function modelsFetchError(status: number): string {
  return `Error occurred while fetching models, status_code ${status}`;
}

/** Message when the voice list cannot be loaded. */
export function voicesFetchError(status: number): string {
  return `Error occurred while fetching voices, status_code ${status}`;
}

/** Preview playback failure with its detail, when there is one. */
export function previewPlaybackError(detail?: string | null): string {
  const extra = detail?.trim();
  return extra ? `${PREVIEW_PLAYBACK_ERROR} ${extra}` : PREVIEW_PLAYBACK_ERROR;
}

/** Content types a download response may have (audio of every output format, or a zip of several). */
export const SUPPORTED_DOWNLOAD_TYPES = [
  "audio/mpeg",
  "audio/mp3",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/pcm",
  "audio/ogg",
  "audio/opus",
  "audio/basic",
  "audio/alaw",
  "audio/mulaw",
  "application/zip",
] as const;

/** The media type of a Content-Type header, lowercased and without parameters. */
export function mediaType(contentType: string): string {
  return contentType.split(";")[0].trim().toLowerCase();
}

/** Whether a download response's Content-Type (parameters allowed) is supported. */
export function isSupportedDownloadType(contentType: string | null | undefined): boolean {
  return contentType != null && (SUPPORTED_DOWNLOAD_TYPES as readonly string[]).includes(mediaType(contentType));
}

/** Error for a download whose content type is not supported. */
export function unsupportedDownloadType(type: string | null | undefined): string {
  return `Invalid response type received: '${type ?? ""}' is not supported.`;
}

/** What an HTTP error body says: the message to show and the error type (detail.status). */
export interface ErrorBodyMessage {
  message: string;
  errorType?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * Message of an HTTP error body (ElevenLabs shape): `detail.message`, else `detail.msg`, else the
 * `msg` of the first entry of an array `detail` (422 validation errors), else a plain string
 * `detail`, else the response's status text, else {@link GENERIC_ERROR} (HTTP/2 responses have
 * no status text). The error type is `detail.status` when it is a string.
 */
export function messageFromErrorBody(body: unknown, statusText: string): ErrorBodyMessage {
  const detail = isRecord(body) ? body.detail : undefined;
  let message: string | undefined;
  let errorType: string | undefined;
  if (isRecord(detail)) {
    message = nonEmptyString(detail.message) ?? nonEmptyString(detail.msg);
    errorType = nonEmptyString(detail.status);
  } else if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    message = isRecord(first) ? nonEmptyString(first.msg) : undefined;
  } else {
    message = nonEmptyString(detail);
  }
  message ??= nonEmptyString(statusText) ?? GENERIC_ERROR;
  return errorType === undefined ? { message } : { message, errorType };
}

/** Shown for a 429 that carries no explanation of its own (rate limits of sign-in, a proxy's limit). */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";

/**
 * Text for a 429 answer: the API's own ElevenLabs `detail.message` when it sent one (e.g. busy
 * speech engines say what is busy), else {@link TOO_MANY_REQUESTS}.
 */
export function tooManyRequestsMessage(body: unknown): string {
  const detail = isRecord(body) ? body.detail : undefined;
  return (isRecord(detail) ? nonEmptyString(detail.message) : undefined) ?? TOO_MANY_REQUESTS;
}

/**
 * Text of the generic error toast: a client error (status below 500) with a message shows that
 * message; anything else shows {@link GENERIC_ERROR}.
 */
export function toastMessageFor(status: number, message: string | null | undefined): string {
  const text = message?.trim();
  return status < 500 && text ? text : GENERIC_ERROR;
}

/** What went wrong with a request, as far as the text shown for it is concerned. */
export type RequestFailure =
  /** The request never got an answer (offline, DNS, connection reset). */
  | { kind: "network" }
  /** The server answered with a non-2xx status. */
  | { kind: "http"; status: number; statusText: string; body: unknown }
  /** Anything else (a bug, an unreadable answer). */
  | { kind: "unknown" };

/**
 * The text a user sees for a failed request (accounts §8, first rows): "Network error" when no
 * answer came; for a 429, the API's own reason or {@link TOO_MANY_REQUESTS}; for any other answer
 * below 500, its message (`detail.message`, `detail.msg`, a validation array's first `msg`, or a
 * top-level `message` as Better Auth sends, else the status text); {@link GENERIC_ERROR} for 5xx
 * and for anything else.
 */
export function requestFailureMessage(failure: RequestFailure): string {
  if (failure.kind === "network") return NETWORK_ERROR;
  if (failure.kind === "unknown") return GENERIC_ERROR;
  const { status, statusText, body } = failure;
  // Rate limits (Better Auth's, a proxy's) say little or nothing; the user needs to know to wait.
  if (status === 429) return tooManyRequestsMessage(body);
  const topLevel = isRecord(body) && !("detail" in body) ? nonEmptyString(body.message) : undefined;
  return toastMessageFor(status, topLevel ?? messageFromErrorBody(body, statusText).message);
}

// Accounts, billing and sharing (accounts §5, §8).

/** Checkout failed with an HTTP error other than coupon_expired. */
export const CHECKOUT_SESSION_ERROR = "Failed to create checkout session";
/** Checkout failed without an HTTP error. */
export const UNEXPECTED_ERROR = "Unexpected error occurred, please try again later.";
/** Checkout refused an expired coupon (error type coupon_expired); the stored code is cleared. */
export const COUPON_EXPIRED_MESSAGE = "This coupon has expired, please use a different one. We've removed it from your browser.";
/** Error type of an expired coupon. */
export const COUPON_EXPIRED_ERROR_TYPE = "coupon_expired";

/** A subscription change failed; `change` is e.g. "upgrade", "downgrade", "cancel", "renew". */
export function subscriptionChangeError(change: string): string {
  return `Failed to ${change} subscription`;
}

/** Fallback when sending the verification e-mail fails without a server message. */
export const VERIFICATION_EMAIL_ERROR = "An error occurred while sending the verification email.";
/** Fallback when requesting a password reset fails without a server message. */
export const PASSWORD_RESET_REQUEST_ERROR = "An error occurred while requesting the password change.";
/** Password reset requested too often. */
export const TOO_MANY_ATTEMPTS = "Too many attempts, please try again in a few minutes.";
/** E-mail changed. */
export const EMAIL_UPDATED = "Email updated! Please refresh this page to reauthenticate.";
/** E-mail change failed. */
export function emailUpdateError(text: string): string {
  return `Unable to update email, ${text}`;
}
/** Sensitive-action access verified. */
export const ACCESS_VERIFIED = "Email access verified. Please try the action again.";
/** E-mail verified through the link. */
export const EMAIL_VERIFIED = "Email verified successfully! Please sign back in to continue.";
/** Onboarding checklist could not be hidden. */
export const CHECKLIST_HIDE_ERROR = "Error hiding onboarding checklist";
/** Onboarding checklist could not be marked complete. */
export const CHECKLIST_COMPLETE_ERROR = "Error marking onboarding checklist as complete";
/** Biometric terms could not be accepted. */
export const BIPA_ACCEPT_ERROR = "Error accepting bipa terms";
/** Identity providers could not be loaded. */
export function identityProvidersError(message: string): string {
  return `Error when fetching workspace identity providers "${message}"`;
}
/** Training opt-out changed. */
export const TRAINING_OPT_OUT_UPDATED = "Workspace training opt out setting successfully updated.";
/** Tooltip on the training opt-out for non-admins. */
export const TRAINING_OPT_OUT_ADMIN_ONLY = "Only workspace admins can change this setting.";
/** Opt-out of product updates succeeded (title and text). */
export const OPT_OUT_UPDATES_SUCCESS = { title: "Opted out of updates", description: "We have opted you out of receiving product updates." } as const;
/** Opt-out of product updates failed (title and text). */
export const OPT_OUT_UPDATES_FAILURE = {
  title: "An error occurred",
  description: "An error occurred while trying to opt you out from receiving product updates, please try again.",
} as const;
/** Support was granted temporary access. */
export const SUPPORT_ACCESS_GRANTED = "Thank you for granting us access to your account!";
/** Share video requested for an item that is not text to speech. */
export const VIDEO_NOT_ALLOWED = "Video generation is only available for text-to-speech items";
/** Share video generation failed. */
export function videoGenerationError(message?: string | null): string {
  return message ? `Error generating video: ${message}` : "Unknown error generating video";
}
/** Share video preview failed. */
export function videoPreviewError(message?: string | null): string {
  return message ? `Error generating video preview: ${message}` : "Unknown error generating video preview";
}
/** Share link copied. */
export const SHARE_LINK_COPIED = "Share link copied to clipboard";
/** Public name changed. */
export const PUBLIC_NAME_UPDATED = "Public name updated";
/** The browser has no Web Share API. */
export const SHARE_API_NOT_SUPPORTED = "Share API not supported";
/** A stored promo code was dropped. */
export function promoCodeRemoved(code: string): string {
  return `Promo code ${code} was removed.`;
}
/** Promo-code failure dialog title, by sign-in state. */
export function promoCodeFailureTitle(signedIn: boolean): string {
  return signedIn ? "Invalid promocode" : "Please sign in";
}
/** Landing page reached with an unknown action mode. */
export function unknownLandingMode(mode: string): string {
  return `Unknown mode: ${mode}`;
}

// Voices, history and player (voices §5, §8).

/** A live-moderated voice picked in Studio. */
export const LIVE_MODERATION_STUDIO = "Live moderation voices are not available in Studio";
/** A streamed response had no body. */
export const NULL_RESPONSE_BODY = "Response body can not be null";
/** Base64 audio could not be decoded. */
export const INVALID_BASE64 = "Invalid base64 string for ArrayBuffer conversion.";
/** A blob could not be read. */
export const BLOB_READ_ERROR = "Failed to read blob";
