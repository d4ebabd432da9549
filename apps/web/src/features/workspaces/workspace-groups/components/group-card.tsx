import type { WorkspaceGroup } from "@vocable/contract";
import { MAX_GROUP_NAME_LENGTH } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { useGroupChange } from "../api/use-group-change";

/** One group: its name (renamed in place), its members, and for admins add/remove/delete. */
export function GroupCard({ group, isAdmin, memberEmails, onDelete }: { group: WorkspaceGroup; isAdmin: boolean; memberEmails: string[]; onDelete: () => void }) {
  const change = useGroupChange();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [adding, setAdding] = useState("");
  const candidates = memberEmails.filter((e) => !group.members.includes(e));

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming?.trim()) return;
    change.mutate({ kind: "rename", groupId: group.id, name: renaming.trim() }, { onSuccess: () => setRenaming(null) });
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="group-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {renaming !== null ? (
          <form onSubmit={rename} className="flex items-center gap-2">
            <Input aria-label="Group name" value={renaming} maxLength={MAX_GROUP_NAME_LENGTH} onChange={(e) => setRenaming(e.target.value)} autoFocus />
            <Button type="submit" size="sm" disabled={change.isPending}>
              Save
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRenaming(null)}>
              Cancel
            </Button>
          </form>
        ) : (
          <h2 className="text-sm font-semibold" data-testid="group-name">
            {group.name} <span className="font-normal text-muted-foreground">· {group.members.length} {group.members.length === 1 ? "member" : "members"}</span>
          </h2>
        )}
        {isAdmin && renaming === null ? (
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="sm" onClick={() => setRenaming(group.name)} aria-label={`Rename ${group.name}`}>
              <Icon name="pencil" />
              Rename
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${group.name}`}>
              <Icon name="trash" />
              Delete
            </Button>
          </div>
        ) : null}
      </div>
      {group.members.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {group.members.map((email) => (
            <li key={email} className="flex items-center gap-1 rounded-full bg-zinc-100 px-3 py-1 text-xs dark:bg-zinc-800">
              {email}
              {isAdmin ? (
                <button
                  type="button"
                  aria-label={`Remove ${email} from ${group.name}`}
                  className="rounded-full p-0.5 hover:bg-zinc-200 dark:hover:bg-zinc-700"
                  onClick={() => change.mutate({ kind: "remove-member", groupId: group.id, email })}
                >
                  <Icon name="close" className="h-3 w-3" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {isAdmin && candidates.length > 0 ? (
        <div className="flex items-center gap-2">
          <select
            aria-label={`Member to add to ${group.name}`}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            className="h-8 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            <option value="">Add a member…</option>
            {candidates.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            disabled={!adding || change.isPending}
            onClick={() => change.mutate({ kind: "add-member", groupId: group.id, email: adding }, { onSuccess: () => setAdding("") })}
          >
            Add
          </Button>
        </div>
      ) : null}
    </li>
  );
}
