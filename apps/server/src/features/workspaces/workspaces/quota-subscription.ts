import type { WorkspaceRow } from "./repo";

/** The subscription fields the domain's quota rules read, taken from a workspace row. */
export function quotaSubscription(row: WorkspaceRow) {
  return {
    tier: row.tier,
    status: row.status,
    character_count: row.characterCount,
    character_limit: row.characterLimit,
    can_extend_character_limit: row.canExtendCharacterLimit,
    allowed_to_extend_character_limit: row.allowedToExtendCharacterLimit,
    max_character_limit_extension: row.maxCharacterLimitExtension,
  };
}
