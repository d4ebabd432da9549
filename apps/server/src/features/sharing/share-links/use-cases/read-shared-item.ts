import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfile } from "#features/accounts/account/repo";
import { findSharedHistoryItem, type HistoryRow } from "#features/speech/history/repo";

/** Requests per address per minute to the public pages' data and audio (a player asks for a few ranges per play). */
export const SHARED_ITEM_RATE_LIMIT = { window: 60, max: 120 };

const linkNotFound = () => new AppError("share_link_not_found", 404, "This share link does not exist or was turned off by its owner.");

/**
 * The item behind a public share link, for anyone (no account): counted against the caller's
 * address first, then 404 when the link was never made, was turned off or its item deleted.
 * Nothing else of the workspace is reachable from it.
 */
export async function readSharedItem(
  deps: Pick<AppDeps, "db" | "rateLimit">,
  shareLinkId: string,
  clientKey: string,
): Promise<HistoryRow> {
  if (!(await deps.rateLimit.consume(`shared-item:${clientKey}`, SHARED_ITEM_RATE_LIMIT)).allowed) {
    throw new AppError("rate_limited", 429, "Too many requests for shared items from this address: try again in a minute.");
  }
  const row = await findSharedHistoryItem(deps.db, shareLinkId);
  if (!row) throw linkNotFound();
  return row;
}

/** The name the public page shows beside a shared item: its creator's public name (null: none). */
export async function sharedItemCreatorName(deps: Pick<AppDeps, "db">, row: HistoryRow): Promise<string | null> {
  return (await findUserProfile(deps.db, row.userId))?.publicUserName ?? null;
}
