import { sessionRefreshInterval } from "@vocable/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { abortableWait, checkSessionDebounced } from "../session-debounce";

/** What Better Auth's get-session answers for a signed-in browser. */
export interface AuthSession {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string; emailVerified?: boolean };
}

/** Whether the last answer of this page had a user (a later "no user" is then debounced). */
let hadUser = false;

/** Forget the last user (an explicit sign-out needs no debounce). */
export function forgetSessionUser(): void {
  hadUser = false;
}

/**
 * The current session, or null when signed out. A user that disappears is reported gone only
 * after the sign-out debounce; a verified user's session is re-checked every 5 minutes.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async ({ signal }) => {
    const session = await checkSessionDebounced({
      fetchOnce: () => apiJson<AuthSession | null>("/api/auth/get-session", { signal }),
      hadUser,
      now: () => Date.now(),
      wait: (ms) => abortableWait(ms, signal),
    });
    hadUser = session !== null;
    return session;
  },
  staleTime: 60_000,
  refetchInterval: (query) => sessionRefreshInterval(query.state.data?.user),
});
