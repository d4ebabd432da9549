import { RESOURCE_SHARE_ROLES } from "@vocable/domain";
import type { ResourceMetadata, ResourceShareEntry, ShareableResourceType, ShareOption } from "@vocable/contract";
import { toUnixSeconds } from "#platform/unix-time";
import type { WorkspaceGroupRef } from "./group-membership";
import type { ShareRow, WorkspaceMemberRef } from "./repo";
import type { ShareableResource } from "./resource-kinds";

/** The name shown for the whole workspace as a share target. */
export const WHOLE_WORKSPACE_NAME = "Everyone in this workspace";

interface MetadataParts {
  type: ShareableResourceType;
  resourceId: string;
  resource: ShareableResource;
  shares: readonly ShareRow[];
  members: readonly WorkspaceMemberRef[];
  groups: readonly WorkspaceGroupRef[];
  keyNames: ReadonlyMap<string, string>;
  /** What role_to_group_ids calls the whole workspace (ElevenLabs' group id `default`). */
  workspaceGroupId: string;
}

/** A resource's sharing in the ElevenLabs ResourceMetadataResponseModel shape, plus Vocable's named share list. */
export function presentResourceMetadata(p: MetadataParts): ResourceMetadata {
  const membersById = new Map(p.members.map((m) => [m.userId, m]));
  const groupsById = new Map(p.groups.map((g) => [g.id, g]));
  const idOf = (s: ShareRow) => (s.principalType === "workspace" ? p.workspaceGroupId : s.principalId);
  const roleToGroupIds: Record<string, string[]> = Object.fromEntries(RESOURCE_SHARE_ROLES.map((role) => [role, [] as string[]]));
  for (const s of p.shares) roleToGroupIds[s.role].push(idOf(s));

  const shares: ResourceShareEntry[] = p.shares.map((s) => {
    const member = s.principalType === "user" ? membersById.get(s.principalId) : undefined;
    const name =
      s.principalType === "workspace"
        ? WHOLE_WORKSPACE_NAME
        : s.principalType === "group"
          ? (groupsById.get(s.principalId)?.name ?? s.principalId)
          : s.principalType === "key"
            ? (p.keyNames.get(s.principalId) ?? s.principalId)
            : (member?.name ?? s.principalId);
    return {
      principal_type: s.principalType,
      principal_id: idOf(s),
      name,
      email: member?.email ?? null,
      role: s.role,
      shared_by_user_id: s.sharedByUserId,
      created_at_unix: toUnixSeconds(s.createdAt),
    };
  });

  const sharedWith = new Set(p.shares.map((s) => `${s.principalType}:${s.principalId}`));
  const options: ShareOption[] = [];
  if (![...sharedWith].some((k) => k.startsWith("workspace:"))) options.push({ name: WHOLE_WORKSPACE_NAME, id: p.workspaceGroupId, type: "group", email: null });
  for (const g of p.groups) if (!sharedWith.has(`group:${g.id}`)) options.push({ name: g.name, id: g.id, type: "group", email: null });
  for (const m of p.members) {
    if (m.userId !== p.resource.creatorUserId && !sharedWith.has(`user:${m.userId}`)) options.push({ name: m.name, id: m.userId, type: "user", email: m.email });
  }

  return {
    resource_id: p.resourceId,
    resource_name: p.resource.name,
    resource_type: p.type,
    creator_user_id: p.resource.creatorUserId,
    anonymous_access_level_override: null,
    role_to_group_ids: roleToGroupIds,
    share_options: options,
    shares,
  };
}
