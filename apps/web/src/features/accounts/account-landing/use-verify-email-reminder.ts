import { RUN_ONCE_STORAGE_PREFIX } from "@vocable/domain";
import { useEffect } from "react";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { isVerifyingEmail, showLandingDialog } from "./landing-dialog-store";

/**
 * The needsVerifyEmail landing dialog: once per signed-in session (in any of its tabs), when a
 * user whose e-mail is not verified enters the app, and not while this page handles a
 * verification link. The run-once flag is under `xi:`, so signing out resets it.
 */
export function useVerifyEmailReminder(): void {
  const { data: session } = useSession();
  const sessionId = session?.user.emailVerified === false ? session.session.id : null;
  useEffect(() => {
    if (!sessionId || isVerifyingEmail()) return;
    const key = `${RUN_ONCE_STORAGE_PREFIX}needs-verify-email:${sessionId}`;
    try {
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, "1");
    } catch {
      // Storage disabled: shown on each entry into the app rather than never.
    }
    showLandingDialog("needsVerifyEmail");
  }, [sessionId]);
}
