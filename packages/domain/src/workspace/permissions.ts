/**
 * Who may do what in a workspace: the two roles of spec §6 (admin counts as editor), the
 * ElevenLabs API key permissions (`PermissionType` of the pinned SDK), and the rule that combines
 * them. A caller may use a permission when its role grants it and, for an API key, when the key
 * lists it. Object-level rules (another workspace's item, owner-only changes, group grants) live in
 * the server's per-resource policies; this is the part every route shares.
 */

/** Workspace roles (spec §1, §6). */
export const WORKSPACE_ROLES = ["admin", "editor"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === "string" && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

/** The ElevenLabs seat type of a role (`workspace.members` answers and takes these). */
export function seatTypeOfRole(role: WorkspaceRole): "workspace_admin" | "workspace_member" {
  return role === "admin" ? "workspace_admin" : "workspace_member";
}

/** The role of an ElevenLabs seat type; `workspace_lite_member` is an editor here (no lite seats). */
export function roleOfSeatType(seatType: string): WorkspaceRole | null {
  if (seatType === "workspace_admin") return "admin";
  if (seatType === "workspace_member" || seatType === "workspace_lite_member") return "editor";
  return null;
}

/** Every API key permission the pinned SDK names (`PermissionType`). */
export const API_KEY_PERMISSIONS = [
  "text_to_speech",
  "speech_to_speech",
  "speech_to_text",
  "models_read",
  "models_write",
  "voices_read",
  "voices_write",
  "voice_collections_read",
  "voice_collections_write",
  "speech_history_read",
  "speech_history_write",
  "sound_generation",
  "audio_isolation",
  "voice_generation",
  "dubbing_read",
  "dubbing_write",
  "pronunciation_dictionaries_read",
  "pronunciation_dictionaries_write",
  "user_read",
  "user_write",
  "projects_read",
  "projects_write",
  "audio_native_read",
  "audio_native_write",
  "workspace_read",
  "workspace_write",
  "forced_alignment",
  "convai_read",
  "convai_write",
  "music_generation",
  "image_video_generation",
  "flows",
  "templates",
  "add_voice_from_voice_library",
  "create_instant_voice_clone",
  "create_professional_voice_clone",
  "publish_voice_to_voice_library",
  "share_voice_externally",
  "create_user_api_key",
  "workspace_analytics_full_read",
  "webhooks_write",
  "service_account_write",
  "group_members_manage",
  "workspace_members_read",
  "workspace_members_invite",
  "workspace_members_remove",
  "terms_of_service_accept",
  "audit_log_read",
  "conversation_privacy_manage",
  "copy_resources_cross_workspace",
  "synthid_detector",
] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export function isApiKeyPermission(value: unknown): value is ApiKeyPermission {
  return typeof value === "string" && (API_KEY_PERMISSIONS as readonly string[]).includes(value);
}

/** Permissions only an admin's role grants: running the workspace rather than working in it. */
export const ADMIN_ONLY_PERMISSIONS: readonly ApiKeyPermission[] = [
  "workspace_write",
  "webhooks_write",
  "service_account_write",
  "group_members_manage",
  "workspace_members_invite",
  "workspace_members_remove",
  "audit_log_read",
  "workspace_analytics_full_read",
  "conversation_privacy_manage",
  "terms_of_service_accept",
];

/**
 * Permissions a key must be given by name: a key made without a list gets every other one. A key
 * that could mint keys would let whoever leaks it keep access after it is revoked.
 */
export const EXPLICIT_ONLY_PERMISSIONS: readonly ApiKeyPermission[] = ["create_user_api_key", "service_account_write"];

/** What a key made without a permission list may do ("all", as ElevenLabs says, but minting keys). */
export const DEFAULT_API_KEY_PERMISSIONS: readonly ApiKeyPermission[] = API_KEY_PERMISSIONS.filter(
  (p) => !EXPLICIT_ONLY_PERMISSIONS.includes(p),
);

/** Whether a role grants a permission (admin counts as editor and has the admin-only ones too). */
export function roleGrants(role: WorkspaceRole, permission: ApiKeyPermission): boolean {
  return role === "admin" || !ADMIN_ONLY_PERMISSIONS.includes(permission);
}

/** The caller as far as permissions go: its role, and the key's list (null for a signed-in person). */
export interface PermissionHolder {
  role: WorkspaceRole;
  keyPermissions: readonly ApiKeyPermission[] | null;
}

/** Why a caller may not use a permission, or null when it may. */
export function permissionRefusal(holder: PermissionHolder, permission: ApiKeyPermission): "role" | "key" | null {
  if (!roleGrants(holder.role, permission)) return "role";
  if (holder.keyPermissions !== null && !holder.keyPermissions.includes(permission)) return "key";
  return null;
}

/** Whether a caller may use a permission. */
export function mayUse(holder: PermissionHolder, permission: ApiKeyPermission): boolean {
  return permissionRefusal(holder, permission) === null;
}

/**
 * The permissions to store on a key a caller makes or changes: null for the default set ("all"
 * from a signed-in person). A key can give no more than it has itself, so a key that may mint keys
 * cannot mint one stronger than itself: "all" from a key means the default set within its own list.
 */
export function keyPermissionsToStore(
  creator: PermissionHolder,
  requested: "all" | readonly ApiKeyPermission[] | undefined,
): { ok: true; permissions: ApiKeyPermission[] | null } | { ok: false; beyond: ApiKeyPermission[] } {
  const own = creator.keyPermissions;
  if (requested === undefined || requested === "all") {
    return { ok: true, permissions: own === null ? null : DEFAULT_API_KEY_PERMISSIONS.filter((p) => own.includes(p)) };
  }
  const wanted = API_KEY_PERMISSIONS.filter((p) => requested.includes(p));
  const beyond = own === null ? [] : wanted.filter((p) => !own.includes(p));
  return beyond.length > 0 ? { ok: false, beyond } : { ok: true, permissions: wanted };
}
