import { Button } from "#components/ui/button";
import { timeAgo } from "#lib/relative-time";
import { useRevokeInvite } from "../api/use-revoke-invite";
import { useSentInvites } from "../api/use-sent-invites";

/** The workspace's pending invites, each with Revoke (admins). */
export function PendingInvites() {
  const invites = useSentInvites();
  const revoke = useRevokeInvite();
  const list = invites.data?.invites ?? [];
  if (list.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-medium">Pending invites</h2>
      <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="pending-invite-list">
        {list.map((invite) => (
          <li key={invite.invite_id} className="flex items-center gap-3 px-4 py-2" data-testid="pending-invite-row">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm">{invite.email}</span>
              <span className="text-xs text-muted-foreground">
                {invite.seat_type === "workspace_admin" ? "Admin" : "Editor"} · sent {timeAgo(invite.created_at_unix)}
              </span>
            </div>
            <Button variant="ghost" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(invite.email)} aria-label={`Revoke the invite to ${invite.email}`}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
