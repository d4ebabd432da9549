import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { requirePermission } from "../../workspaces/policy";
import { memberNotFound, requireMemberChange } from "../policy";
import { countOtherActiveAdmins, deleteMembership, findPersonByEmail, lockWorkspace } from "../repo";

/** Removes a person from the caller's workspace: their access there ends at once (keys deleted, groups left). */
export async function removeMember(db: Db, principal: Principal, email: string): Promise<void> {
  requirePermission(principal, "workspace_members_remove", "Only workspace admins can remove members.");
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, principal.workspaceId);
    const target = await findPersonByEmail(tx, principal.workspaceId, email, true);
    if (!target) throw memberNotFound();
    requireMemberChange(principal.userId, target, { kind: "remove" }, await countOtherActiveAdmins(tx, principal.workspaceId, target.userId));
    await deleteMembership(tx, principal.workspaceId, target.userId);
  });
}
