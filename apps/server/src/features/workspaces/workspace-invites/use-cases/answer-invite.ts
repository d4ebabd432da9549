import { INVITE_UNUSABLE_MESSAGES, workspaceSeats } from "@vocable/domain";
import type { AcceptedInvite } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { addToGroups, existingGroupIds } from "#features/workspaces/workspace-groups/repo";
import { countActivePeople, insertMembership, setCurrentWorkspace } from "#features/workspaces/workspace-members/repo";
import { inviteNotFound, requireUsableInvite } from "../policy";
import { closeInvite, findAccount, findInvite, hashInviteCode } from "../repo";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

/**
 * Accepts or declines an invite by its mailed code, or by its id from the invitee's list. Accepting
 * makes the user a member with the invite's role and groups and the workspace the one their
 * sessions act in; the invite is closed in the same transaction, so its code works once, and the
 * workspace_member.joined event is recorded with it for the workspace's webhooks.
 */
export async function answerInvite(
  deps: Pick<AppDeps, "db" | "jobs" | "log">,
  principal: Principal,
  code: string,
  answer: "accept" | "decline",
  now = new Date(),
): Promise<AcceptedInvite> {
  const account = await findAccount(deps.db, principal.userId);
  if (!account) throw inviteNotFound();
  const answered = await deps.db.transaction(async (tx) => {
    let by: "code" | "id" = "code";
    let found = await findInvite(tx, { codeHash: hashInviteCode(code) }, true);
    if (!found) {
      by = "id";
      found = await findInvite(tx, { id: code }, true);
    }
    if (!found) throw inviteNotFound();
    const { invite, workspaceName } = found;
    requireUsableInvite(invite, account, by, now);
    if (answer === "decline") {
      await closeInvite(tx, invite.id, "declined", now);
      return { result: { status: "ok" as const, workspace_id: invite.workspaceId, workspace_name: workspaceName }, deliveries: [] };
    }
    const ws = await lockWorkspace(tx, invite.workspaceId);
    // An invite sent on a plan with more seats than the workspace has now (a downgrade since) finds none free.
    if (ws && (await countActivePeople(tx, ws.id)) >= workspaceSeats(ws.tier, ws.maxSeats)) {
      throw new AppError("seat_limit_reached", 400, `${workspaceName} has no free seat on its current plan any more: ask a workspace admin to make room or move to a plan with more seats.`);
    }
    if (!(await closeInvite(tx, invite.id, "accepted", now))) throw new AppError("invite_unusable", 400, INVITE_UNUSABLE_MESSAGES.accepted);
    await insertMembership(tx, invite.workspaceId, principal.userId, invite.role);
    await addToGroups(tx, invite.workspaceId, principal.userId, await existingGroupIds(tx, invite.workspaceId, invite.groupIds));
    await setCurrentWorkspace(tx, principal.userId, invite.workspaceId);
    const deliveries = await recordWorkspaceEvent(tx, invite.workspaceId, "workspace_member.joined", { user_id: principal.userId, email: account.email, role: invite.role });
    return { result: { status: "ok" as const, workspace_id: invite.workspaceId, workspace_name: workspaceName }, deliveries };
  });
  await queueWebhookDeliveries(deps, answered.deliveries);
  return answered.result;
}
