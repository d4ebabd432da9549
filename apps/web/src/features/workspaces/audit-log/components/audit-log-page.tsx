import type { WorkspaceAuditLogEntry } from "@vocable/contract";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useAuditLog } from "../api/use-audit-log";
import { useWorkspace } from "#features/workspaces/workspaces/api/use-workspace";
import { timeAgo } from "#lib/relative-time";
import { WorkspaceTabs } from "#features/workspaces/workspaces/components/workspace-tabs";

/** What an entry is about: the details a person reads (an address, a name), else the target's kind and id. */
function targetOf(entry: WorkspaceAuditLogEntry): string {
  const unmapped = entry.unmapped ?? {};
  const details = (unmapped.details ?? {}) as Record<string, unknown>;
  const label = [details.email, details.name].find((v): v is string => typeof v === "string" && v !== "");
  const type = typeof unmapped.target_type === "string" ? unmapped.target_type.replace("_", " ") : "";
  if (label) return type ? `${type}: ${label}` : label;
  return type && typeof unmapped.target_id === "string" ? `${type} ${unmapped.target_id}` : type || "—";
}

/** /app/workspace/audit-log: who did what, to what, when and from where (admins only). */
export function AuditLogPage() {
  const workspace = useWorkspace();
  const isAdmin = workspace.data?.is_admin === true;
  const log = useAuditLog(isAdmin);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  let body: React.ReactNode;
  if (workspace.isPending || (isAdmin && log.isPending)) {
    body = (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the audit log" />
      </div>
    );
  } else if (workspace.error) {
    body = <InlineError message={errorMessage(workspace.error)} onRetry={() => void workspace.refetch()} retrying={workspace.isFetching} />;
  } else if (!isAdmin) {
    body = (
      <p className="text-sm text-muted-foreground" data-testid="audit-log-admins-only">
        Only workspace admins can see the audit log.
      </p>
    );
  } else if (log.error) {
    body = <InlineError message={errorMessage(log.error)} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  } else if (entries.length === 0) {
    body = <p className="text-sm text-muted-foreground">No admin actions yet.</p>;
  } else {
    body = (
      <div className="flex flex-col gap-2">
        <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
          <table className="w-full text-left text-sm" data-testid="audit-log">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Who</th>
                <th className="px-3 py-2 font-medium">What</th>
                <th className="px-3 py-2 font-medium">Target</th>
                <th className="px-3 py-2 font-medium">When</th>
                <th className="px-3 py-2 font-medium">From</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {entries.map((e) => (
                <tr key={e.id} data-testid="audit-log-row">
                  <td className="px-3 py-2">
                    <span className="block font-medium">{e.actor.user.name || e.actor.user.email_addr}</span>
                    <span className="block text-xs text-muted-foreground">
                      {e.actor.user.email_addr}
                      {e.actor.app_name === "api_key" ? " · API key" : ""}
                    </span>
                  </td>
                  <td className="px-3 py-2">{e.activity_name}</td>
                  <td className="px-3 py-2 break-all">{targetOf(e)}</td>
                  <td className="px-3 py-2 whitespace-nowrap" title={e.time_dt}>
                    {timeAgo(Math.floor(e.time / 1000))}
                  </td>
                  <td className="px-3 py-2 text-xs" title={e.http_request?.user_agent}>
                    {e.device?.ip ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {log.hasNextPage ? (
          <Button variant="ghost" size="sm" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} data-testid="audit-log-more">
            Load more
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <WorkspaceTabs />
      <div>
        <h1 className="text-xl font-semibold">Audit log</h1>
        <p className="text-sm text-muted-foreground">Admin actions in this workspace: who did what, when and from where.</p>
      </div>
      {body}
    </div>
  );
}
