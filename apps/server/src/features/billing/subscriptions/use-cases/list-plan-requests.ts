import type { AdminPlanRequestList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { encodeKeysetToken, readKeysetToken } from "#platform/keyset-token";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { listOpenPlanRequests, planRequestParties } from "../plan-request-repo";
import { MAX_BILLING_PAGE } from "../policy";
import { presentPlanRequest } from "../presenter";

/**
 * The open plan requests, oldest first (the order to review them in), keyset-paged, each with its
 * workspace's name and the requester's address. For the operators' page and `npm run billing -- requests list`.
 */
export async function listPlanRequests(db: Db, query: { page_size?: number; page_token?: string }): Promise<AdminPlanRequestList> {
  const size = Math.min(query.page_size ?? 20, MAX_BILLING_PAGE);
  const after = readKeysetToken(query.page_token);
  const rows = await listOpenPlanRequests(db, after && { createdAt: after.at, id: after.id }, size + 1);
  const page = rows.slice(0, size).map((r) => r.row);
  const last = rows[page.length - 1];
  const hasMore = rows.length > size;
  const parties = await planRequestParties(
    db,
    [...new Set(page.map((r) => r.workspaceId))],
    [...new Set(page.flatMap((r) => (r.requestedBy ? [r.requestedBy] : [])))],
  );
  return {
    plan_requests: page.map((r) => ({
      ...presentPlanRequest(r),
      workspace_id: r.workspaceId,
      workspace_name: parties.workspaces.get(r.workspaceId) ?? null,
      requested_by_email: r.requestedBy ? (parties.emails.get(r.requestedBy) ?? null) : null,
    })),
    has_more: hasMore,
    next_page_token: hasMore && last ? encodeKeysetToken(last.createdText, last.row.id) : null,
  };
}

/** GET /v1/admin/plan-requests: instance operators (ADMIN_EMAILS) only. */
export async function listPlanRequestsAsOperator(deps: { db: Db; adminEmails: readonly string[] }, principal: Principal, query: { page_size?: number; page_token?: string }): Promise<AdminPlanRequestList> {
  await requireInstanceAdmin(deps.db, deps.adminEmails, principal);
  return listPlanRequests(deps.db, query);
}
