import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/client";
import { newId } from "../../../platform/ids";
import { completeOnboardingChecklistItem } from "../../account/onboarding-checklist";
import { hashApiKey, insertApiKey, type ApiKeyRow } from "../repo";

const KEY_PREFIX = "sk_";

/** Shows the start and end of a key so a person can tell keys apart without it being usable. */
export function keyHint(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}...${key.slice(-4)}`;
}

/** Creates a key for the user's workspace. The clear key is returned once and never stored. */
export async function createApiKey(
  db: Db,
  owner: { userId: string; workspaceId: string },
  name: string,
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = KEY_PREFIX + randomBytes(24).toString("hex");
  const row = await insertApiKey(db, {
    id: newId(),
    userId: owner.userId,
    workspaceId: owner.workspaceId,
    name,
    keyHash: hashApiKey(key),
    hint: keyHint(key),
  });
  await completeOnboardingChecklistItem(db, owner.userId, "generate_api_key");
  return { row, key };
}
