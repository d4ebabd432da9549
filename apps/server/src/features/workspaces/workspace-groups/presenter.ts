import type { WorkspaceGroup, WorkspaceGroupByName, WorkspaceGroupMap } from "@vocable/contract";
import type { GroupWithMembers } from "./repo";

/** A group in the ElevenLabs WorkspaceGroupResponseModel shape (no group permissions yet: resources come later). */
export function presentGroup(g: GroupWithMembers): WorkspaceGroup {
  return { name: g.name, id: g.id, members: g.members, permissions: [] };
}

/** GET /v1/workspace/groups: the groups keyed by id, in the order they were made. */
export function presentGroupMap(groups: GroupWithMembers[]): WorkspaceGroupMap {
  return Object.fromEntries(groups.map((g) => [g.id, presentGroup(g)]));
}

/** A search hit (WorkspaceGroupByNameResponseModel). */
export function presentGroupByName(g: GroupWithMembers): WorkspaceGroupByName {
  return { name: g.name, id: g.id, members_emails: g.members };
}
