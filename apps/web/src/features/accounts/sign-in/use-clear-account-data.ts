import { APP_ROUTES } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { clearPrefixedStorage } from "#lib/local-storage";
import { queryKeys } from "#lib/query-keys";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { resetTheme } from "#app/theme/theme-store";
import { forgetSessionUser } from "./api/session-query";

/**
 * What signing out does in this tab (spec accounts §4, §9): wipe every `xi:` key of local and
 * session storage, stop the player, empty the query cache (nothing of the account stays in
 * memory), mark the session gone, and go to sign-in. Used by the Sign out button, by another tab's
 * sign-out, by the inactivity timeout, and when the session is found gone.
 */
export function useClearAccountData() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const player = usePlayer();
  return useCallback(
    (opts: { goToSignIn: boolean }) => {
      clearPrefixedStorage(window.localStorage);
      clearPrefixedStorage(window.sessionStorage);
      resetTheme();
      player.unload();
      forgetSessionUser(opts.goToSignIn);
      // Nothing is fetched from here on: a request without the session would only be refused (401).
      void queryClient.cancelQueries();
      const wipe = () => {
        queryClient.clear();
        queryClient.setQueryData(queryKeys.session, null);
      };
      if (!opts.goToSignIn) {
        wipe();
        return;
      }
      // The signed-in pages go first: a page still on screen would fetch its data again from the
      // emptied cache (without the session: 401s) when it renders once more.
      void Promise.resolve(navigate(APP_ROUTES.signIn, { replace: true })).finally(wipe);
    },
    [queryClient, navigate, player],
  );
}
