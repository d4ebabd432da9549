import { RESOURCE_SHARE_ROLES, type ResourceShareRole } from "@vocable/domain";

import { ROLE_LABELS } from "../role-labels";

const selectClass = "h-10 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900";

/** Picks the role a share gives. */
export function RoleSelect({ value, onChange, label }: { value: ResourceShareRole; onChange: (role: ResourceShareRole) => void; label: string }) {
  return (
    <select aria-label={label} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as ResourceShareRole)}>
      {RESOURCE_SHARE_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
