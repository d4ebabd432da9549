import { API_KEY_PERMISSIONS, permissionLabel, type ApiKeyPermission } from "@vocable/domain";

/** "all" (the default set) or an explicit list. */
export type PermissionsChoice = "all" | ApiKeyPermission[];

interface PermissionsPickerProps {
  id: string;
  value: PermissionsChoice;
  onChange: (value: PermissionsChoice) => void;
}

/**
 * Picks a key's permissions: all (every permission but minting keys and managing service
 * accounts, which a key must be given by name), or a list. Used by the API keys page and the
 * service accounts page.
 */
export function PermissionsPicker({ id, value, onChange }: PermissionsPickerProps) {
  const list = value === "all" ? [] : value;
  const toggle = (permission: ApiKeyPermission, on: boolean) =>
    onChange(API_KEY_PERMISSIONS.filter((p) => (p === permission ? on : list.includes(p))));
  return (
    <fieldset className="flex flex-col gap-2" data-testid="permissions-picker">
      <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">Permissions</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name={`${id}-mode`} checked={value === "all"} onChange={() => onChange("all")} />
        All permissions
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name={`${id}-mode`} checked={value !== "all"} onChange={() => onChange(list)} />
        Only the ones I choose
      </label>
      {value === "all" ? (
        <p className="text-xs text-muted-foreground">
          Everything but creating API keys and managing service accounts: choose those by name if the key needs them.
        </p>
      ) : (
        <div className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-zinc-200 p-2 sm:grid-cols-2 dark:border-zinc-800">
          {API_KEY_PERMISSIONS.map((permission) => (
            <label key={permission} className="flex items-center gap-2 text-xs">
              <input type="checkbox" checked={list.includes(permission)} onChange={(e) => toggle(permission, e.target.checked)} />
              {permissionLabel(permission)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
