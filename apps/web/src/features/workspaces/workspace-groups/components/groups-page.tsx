import type { WorkspaceGroup } from "@vocable/contract";
import { MAX_GROUP_NAME_LENGTH } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useGroupChange } from "../api/use-group-change";
import { useGroups } from "../api/use-groups";
import { useMembers } from "#features/workspaces/workspace-members/api/use-members";
import { useWorkspace } from "#features/workspaces/workspaces/api/use-workspace";
import { GroupCard } from "./group-card";
import { WorkspaceTabs } from "#features/workspaces/workspaces/components/workspace-tabs";

/** /app/workspace/groups: groups of members; admins create, rename, delete and fill them; anyone searches by name. */
export function GroupsPage() {
  const workspace = useWorkspace();
  const groups = useGroups();
  const members = useMembers();
  const change = useGroupChange();
  const [search, setSearch] = useState("");
  const [name, setName] = useState("");
  const [deleting, setDeleting] = useState<WorkspaceGroup | null>(null);
  const isAdmin = workspace.data?.is_admin === true;
  const needle = search.trim().toLowerCase();
  const list = Object.values(groups.data ?? {}).filter((g) => !needle || g.name.toLowerCase().includes(needle));

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    change.mutate({ kind: "create", name: name.trim() }, { onSuccess: () => setName("") });
  };

  return (
    <div className="flex flex-col gap-4">
      <WorkspaceTabs />
      <h1 className="text-xl font-semibold">Groups</h1>
      <div className="flex flex-wrap items-center gap-3">
        <Input type="search" placeholder="Search groups by name" aria-label="Search groups by name" value={search} onChange={(e) => setSearch(e.target.value)} className="max-w-xs" />
        {isAdmin ? (
          <form onSubmit={create} className="flex items-center gap-2" data-testid="group-create-form">
            <Input aria-label="New group name" placeholder="New group name" value={name} maxLength={MAX_GROUP_NAME_LENGTH} onChange={(e) => setName(e.target.value)} />
            <Button type="submit" disabled={change.isPending || !name.trim()} data-testid="group-create">
              Create group
            </Button>
          </form>
        ) : null}
      </div>
      {groups.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading groups" />
        </div>
      ) : groups.error ? (
        <InlineError message={errorMessage(groups.error)} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">
          {needle ? "No group matches." : "No groups yet."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="group-list">
          {list.map((g) => (
            <GroupCard key={g.id} group={g} isAdmin={isAdmin} memberEmails={(members.data ?? []).map((m) => m.email)} onDelete={() => setDeleting(g)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete group?"
        description={deleting ? `“${deleting.name}” is deleted; its members stay in the workspace.` : undefined}
        confirmText="Delete"
        destructive
        pending={change.isPending}
        onConfirm={() => deleting && change.mutate({ kind: "delete", groupId: deleting.id }, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
