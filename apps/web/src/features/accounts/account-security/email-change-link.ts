import { emailUpdateError } from "@vocable/domain";

/**
 * The query parameters of the e-mail change links (built by the server): the confirmation link to
 * the new address carries the code, the undo link to the old address adds `isReverting=true`.
 */
export const EMAIL_CHANGE_PARAMS = { code: "verification_code", reverting: "isReverting" } as const;

/** What an e-mail change link asks for. */
export interface EmailChangeLink {
  code: string;
  isReverting: boolean;
}

/** The e-mail change link in a page's query string, or null when there is none. */
export function readEmailChangeLink(search: string): EmailChangeLink | null {
  const params = new URLSearchParams(search);
  const code = params.get(EMAIL_CHANGE_PARAMS.code)?.trim();
  if (!code) return null;
  return { code, isReverting: params.get(EMAIL_CHANGE_PARAMS.reverting) === "true" };
}

/**
 * The query string without the e-mail change parameters ("" when nothing is left, else "?…"),
 * keeping any other parameter (another landing may still need its own).
 */
export function withoutEmailChangeParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(EMAIL_CHANGE_PARAMS.code);
  params.delete(EMAIL_CHANGE_PARAMS.reverting);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** Toast after the undo link restored the old address (the server signed every session out). */
export const EMAIL_RESTORED = "Your e-mail address was restored and every session signed out. Sign in again.";

/**
 * The spec's failure text "Unable to update email, {text}" around the server's reason, read as
 * the rest of the sentence ("…, this link is invalid or has expired."). A reason that is already
 * the whole sentence (the server's "address in use" answer) is shown as it is.
 */
export function emailUpdateFailureText(reason: string): string {
  const text = reason.trim();
  const whole = emailUpdateError("");
  if (text.toLowerCase().startsWith(whole.trim().replace(/,$/, "").toLowerCase())) return text;
  // Lower-case only a capital followed by a lower-case letter: "This link…" but not "SMTP…".
  const rest = /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
  return emailUpdateError(rest);
}
