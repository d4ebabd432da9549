import type { SeatType, WorkspaceMember } from "@vocable/contract";
import { APP_ROUTES, inviteBlock, tierDisplayName } from "@vocable/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useMembers } from "../api/use-members";
import { useRemoveMember } from "../api/use-remove-member";
import { useUpdateMember } from "../api/use-update-member";
import { useWorkspace } from "#features/workspaces/workspaces/api/use-workspace";
import { InviteDialog } from "#features/workspaces/workspace-invites/components/invite-dialog";
import { PendingInvites } from "#features/workspaces/workspace-invites/components/pending-invites";
import { WorkspaceTabs } from "#features/workspaces/workspaces/components/workspace-tabs";

const ROLE_LABEL: Record<SeatType, string> = { workspace_admin: "Admin", workspace_member: "Editor", workspace_lite_member: "Editor" };

/** /app/workspace/members: the people, their roles and locks; admins invite, change and remove, others read. */
export function MembersPage() {
  const workspace = useWorkspace();
  const members = useMembers();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const isAdmin = workspace.data?.is_admin === true;
  // No free seat: the button says why and links the first plan with (more) seats, before anyone types an address.
  const block = workspace.data ? inviteBlock({ tier: workspace.data.tier, seats: workspace.data.max_seats, seatsUsed: workspace.data.seats_used }) : null;

  return (
    <div className="flex flex-col gap-4">
      <WorkspaceTabs />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Members</h1>
          {workspace.data ? (
            <p className="text-sm text-muted-foreground" data-testid="members-seats">
              {workspace.data.seats_used} of {workspace.data.max_seats} seats used
            </p>
          ) : null}
        </div>
        {isAdmin ? (
          <Button onClick={() => setInviting(true)} data-testid="invite-open" disabled={block !== null} aria-describedby={block ? "invite-blocked" : undefined}>
            Invite members
          </Button>
        ) : null}
      </div>
      {isAdmin && block ? (
        <p id="invite-blocked" className="rounded-lg border border-zinc-200 px-3 py-2 text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-300" data-testid="invite-blocked">
          {block.reason}{" "}
          {block.planTier ? (
            <Link to={`${APP_ROUTES.subscription}#plan-${block.planTier}-title`} className="font-medium underline underline-offset-2" data-testid="invite-blocked-plan">
              See the {tierDisplayName(block.planTier)} plan
            </Link>
          ) : (
            <Link to={APP_ROUTES.contactSales} className="font-medium underline underline-offset-2" data-testid="invite-blocked-plan">
              Contact sales
            </Link>
          )}
        </p>
      ) : null}

      {members.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading members" />
        </div>
      ) : members.error ? (
        <InlineError message={errorMessage(members.error)} onRetry={() => void members.refetch()} retrying={members.isFetching} />
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="member-list">
          {members.data.map((m) => (
            <li key={m.user_id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="member-row">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{m.first_name || m.email}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {m.email}
                  {m.is_owner ? " · Owner" : ""}
                  {m.is_locked ? " · Locked" : ""}
                </span>
              </div>
              {isAdmin && !m.is_owner ? (
                <div className="flex items-center gap-1">
                  <select
                    aria-label={`Role of ${m.email}`}
                    value={m.seat_type === "workspace_admin" ? "workspace_admin" : "workspace_member"}
                    disabled={update.isPending}
                    onChange={(e) => update.mutate({ email: m.email, workspace_seat_type: e.target.value as SeatType })}
                    className="h-8 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
                  >
                    <option value="workspace_member">Editor</option>
                    <option value="workspace_admin">Admin</option>
                  </select>
                  <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => update.mutate({ email: m.email, is_locked: !m.is_locked })}>
                    {m.is_locked ? "Unlock" : "Lock"}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(m)} aria-label={`Remove ${m.email}`}>
                    Remove
                  </Button>
                </div>
              ) : (
                <span className="text-xs font-medium text-zinc-600 dark:text-zinc-300">{ROLE_LABEL[m.seat_type]}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      {isAdmin ? <PendingInvites /> : null}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove member?"
        description={removing ? `${removing.email} loses access to this workspace at once, and their API keys here are deleted.` : undefined}
        confirmText="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.email, { onSuccess: () => setRemoving(null) })}
      />
    </div>
  );
}
