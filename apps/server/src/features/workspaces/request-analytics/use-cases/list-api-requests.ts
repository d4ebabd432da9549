import type { ApiRequestsQuery, ApiRequestsResponse, ColumnFilter } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { FILTER_COLUMNS, requestPageSelect, type FilterColumn, type RequestFilter } from "../repo";
import { requestLogWriter } from "../request-log-writer";

const COLUMNS = ["timestamp", "request_id", "method", "route", "status", "latency_ms", "auth", "api_key_id", "user_id"];
const NUMERIC: readonly FilterColumn[] = ["status", "latency_ms"];
const refuse = (field: string, message: string) => new AppError("unsupported_option", 400, `${field}: ${message}`);

/** A filter the log can answer, or a 400 naming what it cannot. */
function toFilter(f: ColumnFilter, i: number): RequestFilter {
  const where = `filters[${i}]`;
  if (!(f.column in FILTER_COLUMNS)) throw refuse(`${where}.column`, `"${f.column.slice(0, 64)}" is not a column of the request log; use one of ${Object.keys(FILTER_COLUMNS).join(", ")}.`);
  const column = f.column as FilterColumn;
  const numeric = NUMERIC.includes(column);
  if (!numeric && !["in", "not_in", "eq", "neq"].includes(f.operation)) throw refuse(`${where}.operation`, `${f.operation} compares numbers; ${column} is text (use eq, neq, in or not_in).`);
  if (f.values.length === 0) throw refuse(`${where}.values`, "give at least one value.");
  if (!["in", "not_in"].includes(f.operation) && f.values.length !== 1) throw refuse(`${where}.values`, `${f.operation} takes one value.`);
  const values = f.values.map((v) => {
    const fits = numeric ? typeof v === "number" && Number.isInteger(v) && Math.abs(v) <= 2_147_483_647 : typeof v === "string";
    if (!fits) throw refuse(`${where}.values`, `${column} takes ${numeric ? "whole numbers" : "strings"}.`);
    return v as string | number;
  });
  return { column, operation: f.operation, values };
}

/**
 * `workspace.analytics.requests.get`: the workspace's API requests (admins: workspace_analytics_full_read)
 * in [start_time, end_time), newest first when end_time is given and sort is not, else oldest first,
 * as the SDK's table (columns, types, units, rows). Pages continue with `cursor` (next_cursor), a
 * keyset position (timestamp, request id), so a page costs the same however deep it is. This
 * process's buffered requests are written first; another instance's last second may be missing.
 */
export async function listApiRequests(deps: Pick<AppDeps, "db" | "log">, caller: Principal, q: ApiRequestsQuery): Promise<ApiRequestsResponse> {
  requirePermission(caller, "workspace_analytics_full_read", "Only the workspace's admins can see its API requests.");
  if (q.start_time !== undefined && q.end_time !== undefined && q.end_time <= q.start_time) throw refuse("end_time", "must be after start_time.");
  const filters = (q.filters ?? []).map(toFilter);
  const after = q.cursor ? decodeKeysetToken(q.cursor) : null;
  if (q.cursor && !after) throw new AppError("invalid_request", 400, "cursor: pass the next_cursor of the previous page.");
  await requestLogWriter(deps).flush();
  const direction = q.sort ?? (q.end_time !== undefined ? "desc" : "asc");
  const rows = await requestPageSelect(deps.db, {
    workspaceId: caller.workspaceId,
    from: q.start_time !== undefined ? new Date(q.start_time) : null,
    to: q.end_time !== undefined ? new Date(q.end_time) : null,
    direction,
    after,
    filters,
    search: q.search?.trim() || null,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    columns: COLUMNS,
    column_types: ["DateTime", "String", "String", "String", "Int", "Int", "String", "String", "String"],
    column_units: [null, null, null, null, null, "ms", null, null, null],
    rows: page.map((r) => [r.createdAt.toISOString(), r.id, r.method, r.route, r.status, r.latencyMs, r.via, r.apiKeyId, r.userId]),
    next_cursor: rows.length > q.limit && last ? encodeKeysetToken(last.createdAt.toISOString(), last.id) : null,
  };
}
