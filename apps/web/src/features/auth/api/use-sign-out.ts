import { APP_ROUTES } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiRequest } from "../../../lib/api-client";
import { clearPrefixedStorage } from "../../../lib/local-storage";
import { usePlayer } from "../../player/hooks/use-player";
import { resetTheme } from "../../theme/theme-store";
import { queryKeys } from "../../../lib/query-keys";

/**
 * Sign-out (spec accounts §4 "Auth session", §9): ends the session on the server, wipes every
 * `xi:` local-storage key, stops the player, clears the query cache and goes to sign-in. Local
 * data is cleared even when the server call fails, so a signed-out browser keeps nothing.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const player = usePlayer();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest("/api/auth/sign-out", { method: "POST", json: {} });
      } finally {
        clearPrefixedStorage();
        resetTheme();
        player.unload();
        queryClient.clear();
        queryClient.setQueryData(queryKeys.session, null);
        void navigate(APP_ROUTES.signIn, { replace: true });
      }
    },
  });
}
