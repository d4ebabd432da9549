/**
 * What /app/sso says when the server sends the browser back from a failed single sign-on with
 * `?error=<code>&error_description=<text>` (Better Auth's SSO plugin and Vocable's own checks).
 */

/** Messages for the codes a person can do something about; anything else gets the default. */
const MESSAGES: Record<string, string> = {
  sso_email_outside_domain:
    "Your identity provider signed you in with an e-mail address outside your company's domain. Sign in there with your work account and try again.",
  invalid_state: "The sign-in took too long or was opened twice. Start again.",
  access_denied: "The sign-in was cancelled at your identity provider. Start again when you are ready.",
  invalid_provider: "Your company's identity provider did not complete the sign-in. Try again, or ask your workspace admin to check the single sign-on settings.",
  discovery_failed: "Your company's identity provider could not be reached. Try again later, or ask your workspace admin to check the issuer URL.",
  signup_disabled: "There is no account for this address yet. Ask your workspace admin for an invite.",
  email_not_verified: "Your identity provider did not confirm your e-mail address, so it cannot be used to sign in here.",
  account_already_linked_to_different_user: "This identity is already linked to another account.",
  unable_to_link_account: "Your identity provider's account could not be linked to the existing account with this address.",
};

/** Longest description shown: the text comes from the address bar, so it is cut to a sane size. */
const MAX_DESCRIPTION = 200;

/**
 * The readable message for a failed sign-in's `error` code and optional `error_description`:
 * a known code's message, else "Single sign-on failed: <description or code>".
 */
export function ssoErrorMessage(code: string, description?: string | null): string {
  const known = Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
  if (known) return known;
  const detail = description?.trim().slice(0, MAX_DESCRIPTION) || code.trim().slice(0, MAX_DESCRIPTION) || "unknown error";
  return `Single sign-on failed: ${detail}`;
}
