import type { ServiceAccount, ServiceAccountApiKey } from "@vocable/contract";
import { formatRelativeTime } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { ApiKeyUsage } from "#features/developers/api-keys/components/api-key-usage";

interface ServiceAccountCardProps {
  account: ServiceAccount;
  busy: boolean;
  onCreateKey: () => void;
  onDelete: () => void;
  onEditKey: (key: ServiceAccountApiKey) => void;
  onToggleKey: (key: ServiceAccountApiKey) => void;
  onDeleteKey: (key: ServiceAccountApiKey) => void;
}

function when(unix: number): string {
  return formatRelativeTime(unix, Math.max(Math.floor(Date.now() / 1000), unix));
}

/** One service account: its name, role and keys, with the actions on each. */
export function ServiceAccountCard({ account, busy, onCreateKey, onDelete, onEditKey, onToggleKey, onDeleteKey }: ServiceAccountCardProps) {
  const keys = account["api-keys"];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="service-account">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold">{account.name}</span>
          <span className="text-xs text-muted-foreground">
            {account.role === "admin" ? "Admin" : "Editor"} · created {when(account.created_at_unix)}
          </span>
        </div>
        <Button variant="secondary" size="sm" onClick={onCreateKey} aria-label={`Create a key for ${account.name}`}>
          <Icon name="key" />
          Create key
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${account.name}`}>
          <Icon name="trash" />
          Delete
        </Button>
      </div>
      {keys.length === 0 ? (
        <p className="text-xs text-muted-foreground">No keys yet: create one to call the API as this account.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {keys.map((key) => (
            <li key={key.key_id} className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid="service-account-key">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{key.name}</span>
                <span className="text-xs text-muted-foreground">
                  <code className="font-mono">{key.hint}</code> · created {when(key.created_at_unix)}
                </span>
                <ApiKeyUsage permissions={key.permissions} characterLimit={key.character_limit ?? null} characterCount={key.character_count} isDisabled={key.is_disabled} />
              </div>
              <Button variant="ghost" size="sm" onClick={() => onEditKey(key)} aria-label={`Edit ${key.name}`}>
                <Icon name="pencil" />
                Edit
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => onToggleKey(key)} aria-label={`${key.is_disabled ? "Enable" : "Disable"} ${key.name}`}>
                {key.is_disabled ? "Enable" : "Disable"}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onDeleteKey(key)} aria-label={`Delete ${key.name}`}>
                <Icon name="trash" />
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
