import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { queryKeys } from "./query-keys";

/** Client errors (4xx) will not change on retry; only transient failures are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The server's answer when the workspace requires two-factor and the user has none (an admin may
 * have just turned it on): the user is fetched again, and its `workspace_requires_mfa` sends them
 * to set it up (two-factor/components/two-factor-required.tsx).
 */
export function isTwoFactorSetupRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const detail = (error.body as { detail?: { status?: unknown } } | null)?.detail;
  return typeof detail === "object" && detail !== null && detail.status === "two_factor_setup_required";
}

/** Builds the app's query client. */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isTwoFactorSetupRequired(error)) void client.invalidateQueries({ queryKey: queryKeys.user, exact: true });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
