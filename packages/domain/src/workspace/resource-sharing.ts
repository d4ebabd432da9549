/**
 * Sharing a workspace resource (a history item, a voice) with members: the roles a share gives
 * (the `workspace.resources.share` roles Vocable supports) and what each role allows. The creator
 * of a resource holds every right; a share gives the rights of its role. A member who holds several
 * shares of one resource (directly, through a group, through the whole workspace) has the highest.
 */

/** The roles a share may give, weakest first. */
export const RESOURCE_SHARE_ROLES = ["viewer", "editor", "admin"] as const;
export type ResourceShareRole = (typeof RESOURCE_SHARE_ROLES)[number];

/** What a caller does with a shared resource. */
export type ResourceAction = "read" | "change" | "delete" | "share";

/** A caller's standing on a resource: its creator, or the holder of a share of some role. */
export type ResourceAccess = "creator" | ResourceShareRole;

/** The weakest role that allows each action (the creator may do all of them). */
const LEAST_ROLE: Record<ResourceAction, ResourceShareRole> = {
  // Play, download, see it in the history list.
  read: "viewer",
  // Rate it (feedback), change its settings.
  change: "editor",
  // Delete it for everyone, share it further, take shares back.
  delete: "admin",
  share: "admin",
};

const rank = (role: ResourceShareRole) => RESOURCE_SHARE_ROLES.indexOf(role);

/** Whether a caller's standing allows an action. */
export function resourceAccessAllows(access: ResourceAccess, action: ResourceAction): boolean {
  return access === "creator" || rank(access) >= rank(LEAST_ROLE[action]);
}

/** The strongest of several share roles (a member reached by more than one share), or null for none. */
export function strongestShareRole(roles: readonly ResourceShareRole[]): ResourceShareRole | null {
  return roles.reduce<ResourceShareRole | null>((best, role) => (best === null || rank(role) > rank(best) ? role : best), null);
}

export function isResourceShareRole(value: unknown): value is ResourceShareRole {
  return typeof value === "string" && (RESOURCE_SHARE_ROLES as readonly string[]).includes(value);
}

/** The ElevenLabs `group_id` that stands for the whole workspace (every member's baseline role). */
export const WORKSPACE_SHARE_GROUP_ID = "default";

/** Refusal texts of sharing, shown by the API and the web app alike. */
export const SHARING_MESSAGES = {
  notMember: (email: string) => `${email} is not a member of this workspace. Only members can be given access.`,
  creator: "The creator of this item already has full access to it.",
  self: "You cannot share an item with yourself.",
  oneTarget: "Name exactly one of user_email, group_id or workspace_api_key_id.",
  mayNotShare: "Only the creator of this item, or someone it was shared with as admin, can share it.",
  mayNotDelete: "Only the creator of this item, or someone it was shared with as admin, can delete it.",
  mayNotChange: "This item was shared with you as a viewer: you can play and download it, not change it.",
} as const;
