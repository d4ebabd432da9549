import { randomBytes } from "node:crypto";
import { normalizeAllowedIp, type ApiKeyPermission } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { completeOnboardingChecklistItem } from "#features/accounts/account/onboarding-checklist";
import { insertApiKey, hashApiKey, type ApiKeyRow } from "../repo";
import { permissionsToStore } from "./permissions-to-store";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

const KEY_PREFIX = "sk_";

/** Shows the start and end of a key so a person can tell keys apart without it being usable. */
export function keyHint(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}...${key.slice(-4)}`;
}

export interface NewApiKey {
  name: string;
  permissions?: "all" | ApiKeyPermission[];
  character_limit?: number | null;
  /** Where the key may be used from (checked entries, normalized here); null or absent: anywhere. */
  allowed_ips?: readonly string[] | null;
  third_party_disable_allowed?: boolean | null;
}

/**
 * Creates a key for `holder` (the caller itself, or a service account an admin manages) in the
 * caller's workspace. The clear key is returned once and never stored. A key made with a key
 * records its maker, so revoking the maker revokes it too, and gets no more than its maker has.
 */
export async function createApiKey(db: Db, caller: Principal, input: NewApiKey, holderUserId = caller.userId, audit?: AuditContext): Promise<{ row: ApiKeyRow; key: string }> {
  const permissions = permissionsToStore(caller, input.permissions);
  const key = KEY_PREFIX + randomBytes(24).toString("hex");
  const row = await insertApiKey(db, {
    id: newId(),
    userId: holderUserId,
    workspaceId: caller.workspaceId,
    name: input.name,
    keyHash: hashApiKey(key),
    hint: keyHint(key),
    permissions,
    characterLimit: input.character_limit ?? null,
    allowedIps: input.allowed_ips ? [...new Set(input.allowed_ips.map(normalizeAllowedIp))] : null,
    thirdPartyDisableAllowed: input.third_party_disable_allowed ?? null,
    createdByKeyId: caller.apiKeyId ?? null,
  });
  if (audit) {
    // The key itself never goes in the entry: its id, name, hint-free permissions and holder only.
    await recordAuditEvent(db, {
      principal: caller,
      ...audit,
      activity: "api_key.created",
      target: { type: "api_key", id: row.id },
      details: { name: row.name, permissions: row.permissions, character_limit: row.characterLimit, allowed_ips: row.allowedIps, holder_user_id: holderUserId },
    });
  }
  if (holderUserId === caller.userId) await completeOnboardingChecklistItem(db, caller.userId, "generate_api_key");
  return { row, key };
}
