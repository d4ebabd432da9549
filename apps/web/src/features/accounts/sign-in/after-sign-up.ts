import { APP_ROUTES } from "@vocable/domain";
import { redirectPath } from "./redirect";

/**
 * Where a new account goes after sign-up when the link named no target. The one place to change
 * it: the app's home, with the onboarding checklist.
 */
export const AFTER_SIGN_UP_PATH: string = APP_ROUTES.appHome;

/** The path after a sign-up that opened a session: the `redirect` target if allowed, else {@link AFTER_SIGN_UP_PATH}. */
export function pathAfterSignUp(redirect: string | null): string {
  return redirectPath(redirect, { fallback: AFTER_SIGN_UP_PATH });
}
