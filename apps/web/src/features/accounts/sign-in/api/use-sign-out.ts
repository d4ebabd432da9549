import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#lib/api-client";
import { signOutSignal } from "../sign-out-signal";
import { useClearAccountData } from "../use-clear-account-data";

/**
 * Sign-out (spec accounts §4 "Auth session", §9): ends the session on the server, clears this
 * tab's account data, tells the other tabs (they sign out too) and goes to sign-in. Local data is
 * cleared even when the server call fails, so a signed-out browser keeps nothing.
 */
export function useSignOut() {
  const clearAccountData = useClearAccountData();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest("/api/auth/sign-out", { method: "POST", json: {} });
      } finally {
        clearAccountData({ goToSignIn: true });
        signOutSignal().announce();
      }
    },
  });
}
