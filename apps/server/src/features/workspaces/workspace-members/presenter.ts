import { seatTypeOfRole } from "@vocable/domain";
import type { UserWorkspace, WorkspaceMember } from "@vocable/contract";
import type { MemberWithUser } from "./repo";

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A person as GET /v1/workspace/members shows them (the ElevenLabs WorkspaceMemberResponseModel). */
export function presentMember(m: MemberWithUser): WorkspaceMember {
  return {
    user_id: m.userId,
    email: m.email,
    first_name: m.firstName,
    seat_type: seatTypeOfRole(m.role),
    is_owner: m.isOwner,
    is_locked: m.isLocked,
    joined_at_unix: unix(m.createdAt),
  };
}

/** One of the user's workspaces (GET /v1/user/workspaces). */
export function presentUserWorkspace(
  w: { workspaceId: string; name: string; role: "admin" | "editor"; isLocked: boolean; isOwner: boolean },
  currentWorkspaceId: string,
): UserWorkspace {
  return {
    workspace_id: w.workspaceId,
    name: w.name,
    seat_type: seatTypeOfRole(w.role),
    is_owner: w.isOwner,
    is_locked: w.isLocked,
    is_current: w.workspaceId === currentWorkspaceId,
  };
}
