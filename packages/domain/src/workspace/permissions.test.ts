import { describe, expect, it } from "vitest";
import {
  ADMIN_ONLY_PERMISSIONS,
  API_KEY_PERMISSIONS,
  DEFAULT_API_KEY_PERMISSIONS,
  isApiKeyPermission,
  isWorkspaceRole,
  keyPermissionsToStore,
  mayUse,
  permissionRefusal,
  roleOfSeatType,
  seatTypeOfRole,
  type ApiKeyPermission,
  type PermissionHolder,
} from "./permissions";

describe("workspace permissions", () => {
  const admin: PermissionHolder = { role: "admin", keyPermissions: null };
  const editor: PermissionHolder = { role: "editor", keyPermissions: null };

  it.each<[string, PermissionHolder, ApiKeyPermission, "role" | "key" | null]>([
    ["an admin's session may write the workspace", admin, "workspace_write", null],
    ["an editor's session may not", editor, "workspace_write", "role"],
    ["an editor's session may generate speech", editor, "text_to_speech", null],
    ["an editor may not invite", editor, "workspace_members_invite", "role"],
    ["an editor may not manage webhooks", editor, "webhooks_write", "role"],
    ["an editor may not read the audit log", editor, "audit_log_read", "role"],
    ["an editor may mint keys from a session", editor, "create_user_api_key", null],
    ["a key limited to speech may speak", { role: "editor", keyPermissions: ["text_to_speech"] }, "text_to_speech", null],
    ["a key limited to speech may not read history", { role: "editor", keyPermissions: ["text_to_speech"] }, "speech_history_read", "key"],
    ["an admin's key without workspace_write may not write it", { role: "admin", keyPermissions: ["workspace_read"] }, "workspace_write", "key"],
    ["an editor's key listing an admin permission still may not", { role: "editor", keyPermissions: ["workspace_write"] }, "workspace_write", "role"],
    ["a default key may not mint keys", { role: "admin", keyPermissions: DEFAULT_API_KEY_PERMISSIONS }, "create_user_api_key", "key"],
    ["a default key may not manage service accounts", { role: "admin", keyPermissions: DEFAULT_API_KEY_PERMISSIONS }, "service_account_write", "key"],
    ["a default key may do the rest", { role: "admin", keyPermissions: DEFAULT_API_KEY_PERMISSIONS }, "webhooks_write", null],
    ["an empty list allows nothing", { role: "admin", keyPermissions: [] }, "user_read", "key"],
  ])("%s", (_name, holder, permission, refusal) => {
    expect(permissionRefusal(holder, permission)).toBe(refusal);
    expect(mayUse(holder, permission)).toBe(refusal === null);
  });

  it("admin-only and default permissions are real SDK permissions", () => {
    for (const p of [...ADMIN_ONLY_PERMISSIONS, ...DEFAULT_API_KEY_PERMISSIONS]) expect(isApiKeyPermission(p)).toBe(true);
    expect(DEFAULT_API_KEY_PERMISSIONS.length).toBe(API_KEY_PERMISSIONS.length - 2);
  });

  it.each([
    ["workspace_admin", "admin"],
    ["workspace_member", "editor"],
    ["workspace_lite_member", "editor"],
    ["owner", null],
    ["", null],
  ])("seat type %j is role %j", (seat, role) => {
    expect(roleOfSeatType(seat)).toBe(role);
    if (role) expect(roleOfSeatType(seatTypeOfRole(role as "admin" | "editor"))).toBe(role);
  });

  it.each([
    ["admin", true],
    ["editor", true],
    ["viewer", false],
    [1, false],
  ])("role %j is a role: %j", (value, ok) => {
    expect(isWorkspaceRole(value)).toBe(ok);
  });
});

describe("keyPermissionsToStore", () => {
  const person: PermissionHolder = { role: "editor", keyPermissions: null };
  const minter: PermissionHolder = { role: "admin", keyPermissions: ["create_user_api_key", "text_to_speech", "voices_read"] };
  it.each<[string, PermissionHolder, "all" | ApiKeyPermission[] | undefined, ReturnType<typeof keyPermissionsToStore>]>([
    ["a person's key without a list gets the default set", person, undefined, { ok: true, permissions: null }],
    ["a person's 'all' is the default set", person, "all", { ok: true, permissions: null }],
    ["a person may name create_user_api_key", person, ["create_user_api_key", "text_to_speech"], { ok: true, permissions: ["text_to_speech", "create_user_api_key"] }],
    ["duplicates and order are normalised", person, ["voices_read", "text_to_speech", "voices_read"], { ok: true, permissions: ["text_to_speech", "voices_read"] }],
    ["a key's 'all' is its own list without minting", minter, "all", { ok: true, permissions: ["text_to_speech", "voices_read"] }],
    ["a key may give a part of its list", minter, ["text_to_speech"], { ok: true, permissions: ["text_to_speech"] }],
    ["a key may not give more than it has", minter, ["text_to_speech", "speech_history_read"], { ok: false, beyond: ["speech_history_read"] }],
    ["an empty list is a key that can do nothing", person, [], { ok: true, permissions: [] }],
  ])("%s", (_name, creator, requested, expected) => {
    expect(keyPermissionsToStore(creator, requested)).toEqual(expected);
  });
});
