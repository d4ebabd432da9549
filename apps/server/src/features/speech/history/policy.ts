import { resourceAccessAllows, SHARING_MESSAGES, strongestShareRole, type ResourceAccess, type ResourceAction, type ResourceShareRole } from "@vocable/domain";
import type { HistoryItem } from "@vocable/contract";
import type { Db } from "#db/client";
import { AppError, notFound } from "#platform/errors";
import { findViewerShares, type ViewerShare } from "#features/sharing/resource-sharing/repo";
import type { ShareViewer } from "#features/sharing/resource-sharing/viewer";
import { findHistoryItem, findHistoryItems, HISTORY_RESOURCE_TYPE, type HistoryRow } from "./repo";

/**
 * Who may do what with a history item. Each member sees their own items and those shared with
 * them; any other item, whether of this workspace or another, is absent (404), so a member cannot
 * learn what colleagues generated. On a shared item the share's role decides (viewer reads, editor
 * also rates, admin also deletes and shares); a refused action on a visible item is 403.
 */

export const itemNotFound = (id: string) => notFound("history_item_not_found", `History item ${id} was not found.`);

/** How a shared item reached the viewer: its strongest share, and who made it. */
export type ShareInfo = { role: ResourceShareRole; sharedBy: HistoryItem["shared_by"] & object };

/** The strongest share of each resource (the most recent of equal ones). */
function strongestShares(shares: readonly ViewerShare[]): Map<string, ShareInfo> {
  const byResource = new Map<string, ViewerShare[]>();
  for (const s of shares) byResource.set(s.resourceId, [...(byResource.get(s.resourceId) ?? []), s]);
  const out = new Map<string, ShareInfo>();
  for (const [id, list] of byResource) {
    const role = strongestShareRole(list.map((s) => s.role))!;
    const chosen = list.filter((s) => s.role === role).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    out.set(id, { role, sharedBy: { user_id: chosen.sharedBy.userId, name: chosen.sharedBy.name, email: chosen.sharedBy.email } });
  }
  return out;
}

/** The share through which the viewer sees each of these rows (own rows have none). */
export async function sharesOfRows(db: Db, viewer: ShareViewer, rows: readonly HistoryRow[]): Promise<Map<string, ShareInfo>> {
  const others = rows.filter((r) => r.userId !== viewer.userId).map((r) => r.id);
  return strongestShares(await findViewerShares(db, viewer, HISTORY_RESOURCE_TYPE, others));
}

/** The viewer's standing on a row: creator, the role of its strongest share, or null (not visible). */
export function accessOf(viewer: ShareViewer, row: HistoryRow, shares: ReadonlyMap<string, ShareInfo>): ResourceAccess | null {
  if (row.userId === viewer.userId) return "creator";
  return shares.get(row.id)?.role ?? null;
}

const REFUSALS: Record<ResourceAction, string> = {
  read: SHARING_MESSAGES.mayNotChange,
  change: SHARING_MESSAGES.mayNotChange,
  delete: SHARING_MESSAGES.mayNotDelete,
  share: SHARING_MESSAGES.mayNotShare,
};

/** An item the viewer may act on: 404 when it cannot see it, 403 when its role does not allow the action. */
export async function requireHistoryItem(
  db: Db,
  viewer: ShareViewer,
  id: string,
  action: ResourceAction,
): Promise<{ row: HistoryRow; access: ResourceAccess; share: ShareInfo | null }> {
  const row = await findHistoryItem(db, viewer.workspaceId, id);
  if (!row) throw itemNotFound(id);
  const shares = await sharesOfRows(db, viewer, [row]);
  const access = accessOf(viewer, row, shares);
  if (!access) throw itemNotFound(id);
  if (!resourceAccessAllows(access, action)) throw new AppError("missing_permissions", 403, REFUSALS[action]);
  return { row, access, share: shares.get(id) ?? null };
}

/** Several items the viewer may read, in the order asked; 404 names the first it cannot see. */
export async function requireReadableHistoryItems(db: Db, viewer: ShareViewer, ids: readonly string[]): Promise<HistoryRow[]> {
  const rows = await findHistoryItems(db, viewer.workspaceId, [...ids]);
  const shares = await sharesOfRows(db, viewer, rows);
  const visible = new Map(rows.filter((r) => accessOf(viewer, r, shares) !== null).map((r) => [r.id, r]));
  const missing = ids.find((id) => !visible.has(id));
  if (missing !== undefined) throw itemNotFound(missing);
  return ids.map((id) => visible.get(id)!);
}
