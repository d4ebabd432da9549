import { RUN_ONCE_STORAGE_PREFIX } from "@vocable/domain";
import { useEffect } from "react";
import { useSession } from "../auth/api/use-session";
import { isVerifyingEmail, showLandingDialog } from "./landing-dialog-store";

/** Session-storage flag: the reminder was shown in this browser session. */
const SHOWN_KEY = `${RUN_ONCE_STORAGE_PREFIX}needs-verify-email`;

/**
 * The needsVerifyEmail landing dialog: once per browser session, when a user whose e-mail is not
 * verified enters the app (not while a verification link is being handled on this page).
 */
export function useVerifyEmailReminder(): void {
  const { data: session } = useSession();
  const unverified = session?.user.emailVerified === false;
  useEffect(() => {
    if (!unverified || isVerifyingEmail()) return;
    try {
      if (window.sessionStorage.getItem(SHOWN_KEY)) return;
      window.sessionStorage.setItem(SHOWN_KEY, "1");
    } catch {
      // Storage disabled: shown on each entry into the app rather than never.
    }
    showLandingDialog("needsVerifyEmail");
  }, [unverified]);
}
