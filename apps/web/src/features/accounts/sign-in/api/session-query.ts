import { sessionRefreshInterval } from "@vocable/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";
import { abortableWait, checkSessionDebounced } from "../session-debounce";

/** What Better Auth's get-session answers for a signed-in browser. */
export interface AuthSession {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string; emailVerified?: boolean };
}

/** Whether the last answer of this page had a user (a later "no user" is then debounced). */
let hadUser = false;

/** Whether this tab signed out on purpose (Sign out, another tab's sign-out, inactivity) since the last user. */
let signedOutOnPurpose = false;

/**
 * Forget the last user (the sign-out is applied, no debounce is due). `onPurpose`: the user (or
 * the inactivity timeout) signed out, so sign-in needs no way back to the page left.
 */
export function forgetSessionUser(onPurpose: boolean): void {
  hadUser = false;
  signedOutOnPurpose = onPurpose;
}

/**
 * Whether the tab is signed out because the user (or the inactivity timeout) signed out, rather
 * than a session that ran out: the sign-in page then needs no way back to the page left.
 */
export function isSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/** Whether this tab's account is being deleted: its session may vanish before the deletion's answer. */
let accountLeaving = false;

/**
 * Marks the account of this tab as being deleted (true, before the request) or not (false: the
 * request failed, or the tab has left for the home page). The signed-in layout sends a session
 * that vanishes meanwhile home, not to sign-in.
 */
export function setAccountLeaving(leaving: boolean): void {
  accountLeaving = leaving;
}

export function isAccountLeaving(): boolean {
  return accountLeaving;
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
    if (hadUser) signedOutOnPurpose = false;
    return session;
  },
  staleTime: 60_000,
  refetchInterval: (query) => sessionRefreshInterval(query.state.data?.user),
});
