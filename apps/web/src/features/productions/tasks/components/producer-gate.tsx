import type { ReactNode } from "react";
import { useUser } from "#features/accounts/user/api/use-user";
import { useQualifications } from "#features/productions/producers/api/use-qualifications";
import { NotProducerNote } from "./not-producer-note";
import { PageError, PageLoading } from "./page-states";

export interface ProducerContext {
  userId: string;
  /** The producer's public profile handle, when they chose one. */
  handle: string | null;
  /** The languages' tests and what the producer holds (GET /v1/productions/qualifications). */
  status: NonNullable<ReturnType<typeof useQualifications>["data"]>;
}

/**
 * The producer's pages need the signed-in user's id and whether they are a producer: this reads
 * both, shows the loading and failure states, and for someone who is not a producer the way to
 * become one instead of the page.
 */
export function ProducerGate({ children }: { children: (producer: ProducerContext) => ReactNode }) {
  const user = useUser();
  const status = useQualifications();
  if (user.isPending || status.isPending) return <PageLoading label="Loading your producer status" />;
  if (user.isError) return <PageError error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  if (status.isError) return <PageError error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  if (!status.data.is_producer) return <NotProducerNote />;
  return <>{children({ userId: user.data.user_id, handle: user.data.profile_page_handle, status: status.data })}</>;
}
