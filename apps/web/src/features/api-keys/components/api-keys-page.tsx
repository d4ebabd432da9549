import type { ApiKey, CreatedApiKey } from "@vocable/contract";
import { formatRelativeTime } from "@vocable/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Icon } from "../../../components/ui/icon";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/handle-error";
import { useApiKeys } from "../api/use-api-keys";
import { useCreateApiKey } from "../api/use-create-api-key";
import { useDeleteApiKey } from "../api/use-delete-api-key";
import { useRenameApiKey } from "../api/use-rename-api-key";
import { ApiKeyNameDialog } from "./api-key-name-dialog";
import { CreatedKeyDialog } from "./created-key-dialog";
import { InlineError } from "../../../components/ui/inline-error";
import { sensitiveActionMessage } from "../../account-security/api/error-type";

function when(unix: number | null): string {
  if (unix === null) return "Never";
  const now = Math.floor(Date.now() / 1000);
  return formatRelativeTime(unix, Math.max(now, unix));
}

/** API keys: create (shown once), list, rename, delete. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const rename = useRenameApiKey();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  // The name last sent and the server's "confirm it's you" answer: after opening the mailed link
  // the person comes back to the same name and presses Create again.
  const [draftName, setDraftName] = useState("");
  const [createNotice, setCreateNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const list = keys.data?.api_keys ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">API keys</h1>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
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
        <div className="flex justify-center py-12 text-zinc-500">
          <Spinner label="Loading API keys" />
        </div>
      ) : keys.error ? (
        <InlineError message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-zinc-500 dark:border-zinc-700">
          No API keys yet.
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="api-key-list">
          {list.map((key) => (
            <li key={key.key_id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="api-key-row">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{key.name}</span>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">
                  <code className="font-mono">{key.hint}</code> · created {when(key.created_at_unix)} · last used{" "}
                  {key.last_used_unix === null ? "never" : when(key.last_used_unix)}
                </span>
              </div>
              <div className="flex items-center gap-1">
                <Button variant="ghost" size="sm" onClick={() => setRenaming(key)} aria-label={`Rename ${key.name}`}>
                  <Icon name="pencil" />
                  Rename
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

      <ApiKeyNameDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create API key"
        submitText="Create"
        initialName={draftName}
        pending={create.isPending}
        notice={createNotice}
        onSubmit={(name) => {
          setDraftName(name);
          create.mutate(name, {
            onSuccess: (key) => {
              setCreating(false);
              setDraftName("");
              setCreateNotice(null);
              setCreated(key);
            },
            onError: (error) => setCreateNotice(sensitiveActionMessage(error)),
          });
        }}
      />
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <ApiKeyNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename API key"
        submitText="Save"
        initialName={renaming?.name}
        pending={rename.isPending}
        onSubmit={(name) => renaming && rename.mutate({ key_id: renaming.key_id, name }, { onSuccess: () => setRenaming(null) })}
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
