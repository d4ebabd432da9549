import type { CreatedWebhook, Webhook } from "@vocable/contract";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useUser } from "#features/accounts/user/api/use-user";
import { useCreateWebhook } from "../api/use-create-webhook";
import { useDeleteWebhook } from "../api/use-delete-webhook";
import { useSendTestWebhook } from "../api/use-send-test-webhook";
import { useUpdateWebhook } from "../api/use-update-webhook";
import { useWebhooks } from "../api/use-webhooks";
import { CreatedSecretDialog } from "./created-secret-dialog";
import { CreateWebhookDialog } from "./create-webhook-dialog";
import { WebhookRow } from "./webhook-row";

/** The workspace's webhooks: list with status, add (secret shown once), enable/disable, test, delete, delivery logs. */
export function WebhooksPage() {
  const user = useUser();
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestWebhook();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const canEdit = user.data?.seat_type === "workspace_admin";
  const list = webhooks.data?.webhooks ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Webhooks</h1>
          <p className="text-sm text-muted-foreground">
            Vocable POSTs workspace events to your URLs, signed with an <code className="font-mono text-xs">ElevenLabs-Signature</code> header.
          </p>
        </div>
        {canEdit ? (
          <Button
            onClick={() => {
              setCreateError(null);
              setCreating(true);
            }}
            data-testid="webhook-create"
          >
            Add webhook
          </Button>
        ) : null}
      </div>

      {user.data && !canEdit ? (
        <p role="note" className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400" data-testid="webhooks-read-only">
          Only workspace admins can add, change or test webhooks. You can see them and their delivery logs.
        </p>
      ) : null}

      {webhooks.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading webhooks" />
        </div>
      ) : webhooks.error ? (
        <InlineError message={errorMessage(webhooks.error)} onRetry={() => void webhooks.refetch()} retrying={webhooks.isFetching} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">No webhooks yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="webhook-list">
          {list.map((webhook) => (
            <WebhookRow
              key={webhook.webhook_id}
              webhook={webhook}
              canEdit={canEdit}
              testing={test.isPending && test.variables === webhook.webhook_id}
              onToggle={(enabled) => update.mutate({ id: webhook.webhook_id, changes: { is_disabled: !enabled } })}
              onTest={() => test.mutate(webhook.webhook_id)}
              onDelete={() => setDeleting(webhook)}
            />
          ))}
        </ul>
      )}

      <CreateWebhookDialog
        open={creating}
        onOpenChange={setCreating}
        pending={create.isPending}
        serverError={createError}
        onSubmit={(settings) =>
          create.mutate(settings, {
            onSuccess: (result) => {
              setCreating(false);
              setCreated(result);
            },
            onError: (error) => setCreateError(errorMessage(error)),
          })
        }
      />
      <CreatedSecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete webhook?"
        description={deleting ? `“${deleting.name}” stops receiving events, and its delivery log is deleted.` : undefined}
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.webhook_id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
