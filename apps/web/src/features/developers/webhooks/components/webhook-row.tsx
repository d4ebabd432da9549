import type { Webhook } from "@vocable/contract";
import { formatRelativeTime } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Switch } from "#components/ui/switch";
import { cn } from "#lib/cn";
import { DeliveryLog } from "./delivery-log";

interface WebhookRowProps {
  webhook: Webhook;
  /** Admins change webhooks; members only read. */
  canEdit: boolean;
  testing: boolean;
  onToggle: (enabled: boolean) => void;
  onTest: () => void;
  onDelete: () => void;
}

/** A past time as "3 minutes ago" (the api-keys page's way: module-level, so render stays pure). */
function ago(unix: number): string {
  const now = Math.floor(Date.now() / 1000);
  return formatRelativeTime(unix, Math.max(now, unix));
}

function status(webhook: Webhook): { label: string; className: string } {
  if (webhook.is_auto_disabled) return { label: "Disabled after failures", className: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300" };
  if (webhook.is_disabled) return { label: "Disabled", className: "bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300" };
  return { label: "Active", className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" };
}

/** One webhook: status, URL, events, last failure; enable/disable, test, delete, and its delivery log. */
export function WebhookRow({ webhook, canEdit, testing, onToggle, onTest, onDelete }: WebhookRowProps) {
  const [showLog, setShowLog] = useState(false);
  const state = status(webhook);
  const enabled = !webhook.is_disabled && !webhook.is_auto_disabled;

  return (
    <li className="flex flex-col gap-3 px-4 py-3" data-testid="webhook-row">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate text-sm font-medium">{webhook.name}</span>
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", state.className)} data-testid="webhook-status">
              {state.label}
            </span>
          </div>
          <code className="truncate font-mono text-xs text-zinc-600 dark:text-zinc-400">{webhook.webhook_url}</code>
          <span className="text-xs text-muted-foreground">
            {webhook.events.length > 0 ? webhook.events.join(", ") : "No events"} · created {ago(webhook.created_at_unix)}
            {webhook.most_recent_failure_timestamp !== null
              ? ` · last failure ${ago(webhook.most_recent_failure_timestamp)}${webhook.most_recent_failure_error_code ? ` (HTTP ${webhook.most_recent_failure_error_code})` : " (no answer)"}`
              : ""}
          </span>
        </div>
        <div className="flex items-center gap-1">
          {canEdit ? (
            <>
              <Switch checked={enabled} onCheckedChange={onToggle} label={`${enabled ? "Disable" : "Enable"} ${webhook.name}`} />
              <Button variant="ghost" size="sm" onClick={onTest} disabled={testing} aria-label={`Send a test event to ${webhook.name}`}>
                <Icon name="play" />
                Test
              </Button>
              <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${webhook.name}`}>
                <Icon name="trash" />
                Delete
              </Button>
            </>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
            <Icon name="history" />
            {showLog ? "Hide deliveries" : "Deliveries"}
          </Button>
        </div>
      </div>
      {showLog ? <DeliveryLog webhookId={webhook.webhook_id} /> : null}
    </li>
  );
}
