import { APP_ROUTES } from "@vocable/domain";

/** What a single sign-on attempt carries between the sign-in page, /app/sso and the server's redirects. */
export interface SsoContext {
  /** The work e-mail typed so far (prefills the next page, and the provider's login hint). */
  email?: string | null;
  /** An invite link's code: the provider is the inviting workspace's, and the invite is answered after. */
  inviteCode?: string | null;
  /** The sign-in page's `redirect` target, kept for after the sign-in. */
  redirect?: string | null;
}

function withParams(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = value?.trim();
    if (text) search.set(key, text);
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** /app/sso carrying the e-mail, invite code and redirect target that are set. */
export function ssoPageHref({ email, inviteCode, redirect }: SsoContext): string {
  return withParams(APP_ROUTES.sso, { email, invite_code: inviteCode, redirect });
}

/** /app/sign-in carrying the same context back (the password form prefills the e-mail). */
export function signInPageHref({ email, inviteCode, redirect }: SsoContext): string {
  return withParams(APP_ROUTES.signIn, { email, invite_code: inviteCode, redirect });
}

/** The invite page answering an invite link's code. */
export function inviteAnswerPath(inviteCode: string): string {
  return withParams(APP_ROUTES.workspaceInvites, { invite_code: inviteCode });
}

/** The body fields of POST /api/auth/sign-in/sso that say where the browser goes afterwards. */
export interface SsoCallbackUrls {
  callbackURL: string;
  newUserCallbackURL: string;
  errorCallbackURL: string;
}

/**
 * Where the server sends the browser after the identity provider: signed in to the invite page
 * when the sign-in came from an invite (so the invite is answered), else to `afterSignIn` (an
 * existing account) or `afterSignUp` (a new one), both already checked by the redirect rule; on
 * failure back to /app/sso with the same context, where `?error=` is explained.
 */
export function ssoCallbackUrls(context: SsoContext, afterSignIn: string, afterSignUp: string): SsoCallbackUrls {
  const invite = context.inviteCode?.trim();
  return {
    callbackURL: invite ? inviteAnswerPath(invite) : afterSignIn,
    newUserCallbackURL: invite ? inviteAnswerPath(invite) : afterSignUp,
    errorCallbackURL: ssoPageHref(context),
  };
}
