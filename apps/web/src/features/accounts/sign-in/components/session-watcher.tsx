import { useEffect, useRef } from "react";
import { isSignedOutOnPurpose } from "../api/session-query";
import { useSession } from "../api/use-session";
import { signOutSignal } from "../sign-out-signal";
import { useClearAccountData } from "../use-clear-account-data";

/**
 * Mounted once at the root. Another tab's sign-out signs this tab out as well (its cookie is
 * already gone); a session found gone (after the debounce of the session check) clears what the
 * tab still holds of the account.
 */
export function SessionWatcher() {
  const clearAccountData = useClearAccountData();
  const { data: session } = useSession();
  const hadUser = useRef(false);

  // A tab that shows no account (a signed-out visitor on a public page) stays where it is.
  useEffect(() => signOutSignal().subscribe(() => clearAccountData({ goToSignIn: hadUser.current })), [clearAccountData]);

  useEffect(() => {
    if (session) {
      hadUser.current = true;
    } else if (session === null && hadUser.current) {
      hadUser.current = false;
      // A sign-out in this tab already cleared everything.
      if (isSignedOutOnPurpose()) return;
      // The signed-in layout sends the visitor to sign-in with a way back; here only the data goes.
      clearAccountData({ goToSignIn: false });
    }
  }, [session, clearAccountData]);

  return null;
}
