import type { ApiKey } from "@vocable/contract";
import { formatRelativeTime } from "@vocable/domain";
import { useMemo, useState } from "react";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useApiKeys } from "../api/use-api-keys";
import { useCreateApiKey } from "../api/use-create-api-key";
import { useDeleteApiKey } from "../api/use-delete-api-key";
import { useEditApiKey } from "../api/use-edit-api-key";
import { ApiKeyFormDialog } from "./api-key-form-dialog";
import { EMPTY_API_KEY_FORM, formValuesOf, type ApiKeyFormValues } from "./api-key-form-values";
import { ApiKeyUsage } from "./api-key-usage";
import { CreatedKeyDialog } from "./created-key-dialog";
import { InlineError } from "#components/ui/inline-error";
import { sensitiveActionMessage } from "#features/accounts/account-security/api/error-type";

function when(unix: number | null): string {
  if (unix === null) return "Never";
  const now = Math.floor(Date.now() / 1000);
  return formatRelativeTime(unix, Math.max(now, unix));
}

/** API keys: create with permissions and a monthly character limit (shown once), list, edit, disable, delete. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const edit = useEditApiKey();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  // The values last sent and the server's "confirm it's you" answer: after opening the mailed link
  // the person comes back to the same form and presses Create again.
  const [draft, setDraft] = useState<ApiKeyFormValues>(EMPTY_API_KEY_FORM);
  const [createNotice, setCreateNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const list = keys.data?.api_keys ?? [];
  // One object per key being edited: the dialog starts over when its starting values change.
  const editInitial = useMemo(() => (editing ? formValuesOf(editing) : EMPTY_API_KEY_FORM), [editing]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">API keys</h1>
          <p className="text-sm text-muted-foreground">
            Use a key in the <code className="font-mono text-xs">xi-api-key</code> header to call the API.
          </p>
        </div>
        <Button
          onClick={() => {
            setCreateNotice(null);
            setCreating(true);
          }}
          data-testid="api-key-create"
        >
          Create API key
        </Button>
      </div>

      {keys.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading API keys" />
        </div>
      ) : keys.error ? (
        <InlineError message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">
          No API keys yet.
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="api-key-list">
          {list.map((key) => (
            <li key={key.key_id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="api-key-row">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{key.name}</span>
                <span className="text-xs text-muted-foreground">
                  <code className="font-mono">{key.hint}</code> · created {when(key.created_at_unix)} · last used{" "}
                  {key.last_used_unix === null ? "never" : when(key.last_used_unix)}
                </span>
                <ApiKeyUsage permissions={key.permissions} characterLimit={key.character_limit} characterCount={key.character_count} isDisabled={key.is_disabled} />
              </div>
              <div className="flex items-center gap-1">
                <Button variant="ghost" size="sm" onClick={() => setEditing(key)} aria-label={`Edit ${key.name}`}>
                  <Icon name="pencil" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={edit.isPending}
                  onClick={() => edit.mutate({ key_id: key.key_id, is_enabled: key.is_disabled })}
                  aria-label={`${key.is_disabled ? "Enable" : "Disable"} ${key.name}`}
                >
                  {key.is_disabled ? "Enable" : "Disable"}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(key)} aria-label={`Delete ${key.name}`}>
                  <Icon name="trash" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ApiKeyFormDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create API key"
        submitText="Create"
        initial={draft}
        pending={create.isPending}
        notice={createNotice}
        onSubmit={(values) => {
          setDraft(values);
          create.mutate(
            { name: values.name, permissions: values.permissions, character_limit: values.characterLimit },
            {
              onSuccess: (key) => {
                setCreating(false);
                setDraft(EMPTY_API_KEY_FORM);
                setCreateNotice(null);
                setCreated(key.api_key);
              },
              onError: (error) => setCreateNotice(sensitiveActionMessage(error)),
            },
          );
        }}
      />
      <CreatedKeyDialog apiKey={created} onClose={() => setCreated(null)} />
      <ApiKeyFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit API key"
        submitText="Save"
        initial={editInitial}
        pending={edit.isPending}
        onSubmit={(values) =>
          editing &&
          edit.mutate(
            { key_id: editing.key_id, name: values.name, permissions: values.permissions, character_limit: values.characterLimit },
            { onSuccess: () => setEditing(null) },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete API key?"
        description={deleting ? `Requests using “${deleting.name}” (${deleting.hint}) will stop working.` : undefined}
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.key_id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
