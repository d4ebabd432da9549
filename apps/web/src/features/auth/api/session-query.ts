import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** What Better Auth's get-session answers for a signed-in browser. */
export interface AuthSession {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string; emailVerified?: boolean };
}

/** The current session, or null when signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: () => apiJson<AuthSession | null>("/api/auth/get-session"),
  staleTime: 60_000,
});
