import type { WebhookDelivery } from "@vocable/contract";
import { formatRelativeTime } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { cn } from "#lib/cn";
import { useWebhookDeliveries } from "../api/use-webhook-deliveries";

const STATUS_STYLES: Record<WebhookDelivery["status"], string> = {
  succeeded: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  pending: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
  retrying: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  skipped: "bg-zinc-100 text-muted-foreground dark:bg-zinc-800 dark:text-zinc-400",
};

function ago(unix: number): string {
  const now = Math.floor(Date.now() / 1000);
  return formatRelativeTime(unix, Math.max(now, unix));
}

function inFuture(unix: number): string {
  const seconds = Math.max(0, unix - Math.floor(Date.now() / 1000));
  return seconds < 60 ? `in ${seconds} s` : `in ${Math.round(seconds / 60)} min`;
}

/** A webhook's delivery log: status, response code, duration, attempts and the next retry. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const log = useWebhookDeliveries(webhookId);
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];

  if (log.isPending) {
    return (
      <div className="flex justify-center py-4 text-muted-foreground">
        <Spinner label="Loading deliveries" />
      </div>
    );
  }
  if (log.error) return <InlineError message={errorMessage(log.error)} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  if (deliveries.length === 0) return <p className="py-3 text-sm text-muted-foreground">No deliveries yet.</p>;

  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs" data-testid="webhook-delivery-log">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-1 pr-3 font-medium">Event</th>
              <th className="py-1 pr-3 font-medium">Status</th>
              <th className="py-1 pr-3 font-medium">Response</th>
              <th className="py-1 pr-3 font-medium">Duration</th>
              <th className="py-1 pr-3 font-medium">Attempts</th>
              <th className="py-1 font-medium">When</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {deliveries.map((d) => (
              <tr key={d.delivery_id} data-testid="webhook-delivery-row">
                <td className="py-1.5 pr-3 font-mono">{d.event}</td>
                <td className="py-1.5 pr-3">
                  <span className={cn("rounded-full px-2 py-0.5 font-medium", STATUS_STYLES[d.status])}>{d.status}</span>
                  {d.status === "retrying" && d.next_retry_unix !== null ? <span className="ml-1 text-muted-foreground">next {inFuture(d.next_retry_unix)}</span> : null}
                </td>
                <td className="py-1.5 pr-3" title={d.error ?? undefined}>
                  {d.response_code !== null ? `HTTP ${d.response_code}` : d.error ? <span className="text-muted-foreground">{d.error.slice(0, 60)}</span> : "—"}
                </td>
                <td className="py-1.5 pr-3">{d.duration_ms !== null ? `${d.duration_ms} ms` : "—"}</td>
                <td className="py-1.5 pr-3">{d.attempt}</td>
                <td className="py-1.5">{ago(d.created_at_unix)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
