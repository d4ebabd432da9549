import { APP_ROUTES } from "@vocable/domain";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { timeAgo } from "#lib/relative-time";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { forgetLandingParam, readLandingParams } from "#features/accounts/account-landing/landing-storage";
import { useAnswerInvite } from "../api/use-answer-invite";
import { useReceivedInvites } from "../api/use-received-invites";

/**
 * /app/settings/workspace-invites: the person's pending invites with Accept and Decline. A mailed
 * link brings `?invite_code=` (kept by the landing through sign-up): that invite is answered by
 * its code, the others by their id.
 */
export function WorkspaceInvitesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invites = useReceivedInvites();
  const answer = useAnswerInvite();
  const [linkCode, setLinkCode] = useState<string | null>(() => params.get("invite_code") ?? readLandingParams().inviteCode ?? null);

  const respond = (code: string, kind: "accept" | "decline", fromLink: boolean) =>
    answer.mutate(
      { code, answer: kind },
      {
        onSuccess: (result) => {
          if (fromLink) {
            forgetLandingParam("inviteCode");
            setLinkCode(null);
          }
          if (kind === "accept") {
            toast.success(`You joined ${result.workspace_name}.`);
            void navigate(APP_ROUTES.workspaceMembers);
          } else {
            toast.success("Invite declined.");
          }
        },
      },
    );

  const list = invites.data?.invites ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">Workspace invites</h1>
        <p className="text-sm text-muted-foreground">Invitations to join other workspaces. Accepting moves you into that workspace.</p>
      </div>
      {linkCode ? (
        <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-300 bg-zinc-50 p-4 dark:border-zinc-700 dark:bg-zinc-900" data-testid="invite-link">
          <p className="text-sm">You opened an invite link. Join the workspace?</p>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={answer.isPending} onClick={() => respond(linkCode, "decline", true)}>
              Decline
            </Button>
            <Button disabled={answer.isPending} onClick={() => respond(linkCode, "accept", true)} data-testid="invite-link-accept">
              Accept
            </Button>
          </div>
        </section>
      ) : null}
      {invites.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading invites" />
        </div>
      ) : invites.error ? (
        <InlineError message={errorMessage(invites.error)} onRetry={() => void invites.refetch()} retrying={invites.isFetching} />
      ) : list.length === 0 ? (
        linkCode ? null : (
          <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="no-invites">
            No pending invites.
          </p>
        )
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="received-invite-list">
          {list.map((invite) => (
            <li key={invite.invite_id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="received-invite-row">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{invite.workspace_name}</span>
                <span className="text-xs text-muted-foreground">
                  {invite.seat_type === "workspace_admin" ? "As admin" : "As editor"}
                  {invite.invited_by_email ? ` · from ${invite.invited_by_email}` : ""} · {timeAgo(invite.created_at_unix)}
                </span>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={answer.isPending} onClick={() => respond(invite.invite_id, "decline", false)}>
                  Decline
                </Button>
                <Button size="sm" disabled={answer.isPending} onClick={() => respond(invite.invite_id, "accept", false)}>
                  Accept
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
