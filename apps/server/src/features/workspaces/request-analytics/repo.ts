import { and, asc, desc, eq, gte, inArray, lt, lte, gt, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { apiRequestLog } from "#db/schema/index";

export type RequestLogRow = typeof apiRequestLog.$inferSelect;
export type NewRequestLogRow = typeof apiRequestLog.$inferInsert;

/** Rows per INSERT: 11 parameters a row stays far under PostgreSQL's 65,535. */
const INSERT_BATCH = 1000;
const DELETE_BATCH = 10_000;

/** Writes recorded requests, a multi-row INSERT per thousand. */
export async function insertRequestLogs(db: Db, rows: readonly NewRequestLogRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db.insert(apiRequestLog).values(rows.slice(i, i + INSERT_BATCH)).onConflictDoNothing();
  }
}

/** Retention: removes requests older than `before` (api_request_log_created_idx), ten thousand per statement; how many went. */
export async function deleteRequestLogsBefore(db: Db, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ id: apiRequestLog.id }).from(apiRequestLog).where(lt(apiRequestLog.createdAt, before)).limit(DELETE_BATCH);
    const rows = await db.delete(apiRequestLog).where(inArray(apiRequestLog.id, batch)).returning({ id: apiRequestLog.id });
    total += rows.length;
    if (rows.length < DELETE_BATCH) return total;
  }
}

/** The columns a filter may name, and their table columns. */
export const FILTER_COLUMNS = {
  request_id: apiRequestLog.id,
  method: apiRequestLog.method,
  route: apiRequestLog.route,
  status: apiRequestLog.status,
  latency_ms: apiRequestLog.latencyMs,
  auth: apiRequestLog.via,
  api_key_id: apiRequestLog.apiKeyId,
  user_id: apiRequestLog.userId,
} as const;
export type FilterColumn = keyof typeof FILTER_COLUMNS;
export type FilterOperation = "in" | "not_in" | "le" | "ge" | "lt" | "gt" | "eq" | "neq";
export interface RequestFilter {
  column: FilterColumn;
  operation: FilterOperation;
  values: (string | number)[];
}

function filterCondition(f: RequestFilter): SQL {
  const column = FILTER_COLUMNS[f.column];
  const [first] = f.values;
  switch (f.operation) {
    case "in":
      return inArray(column, f.values as never[]);
    case "not_in":
      return notInArray(column, f.values as never[]);
    case "eq":
      return eq(column, first as never);
    case "neq":
      return ne(column, first as never);
    case "lt":
      return lt(column, first as never);
    case "le":
      return lte(column, first as never);
    case "gt":
      return gt(column, first as never);
    case "ge":
      return gte(column, first as never);
  }
}

/**
 * One page of a workspace's requests in [from, to), oldest or newest first, after the keyset
 * position: one range of api_request_log_workspace_created_idx (read backwards for newest first);
 * filters and the route search narrow the rows the range reads.
 */
export function requestPageSelect(
  db: Db,
  q: {
    workspaceId: string;
    from: Date | null;
    to: Date | null;
    direction: "asc" | "desc";
    after: { at: string; id: string } | null;
    filters: readonly RequestFilter[];
    search: string | null;
    limit: number;
  },
) {
  const t = apiRequestLog;
  const keyset = q.after
    ? q.direction === "desc"
      ? sql`(${t.createdAt}, ${t.id}) < (${q.after.at}::timestamptz, ${q.after.id})`
      : sql`(${t.createdAt}, ${t.id}) > (${q.after.at}::timestamptz, ${q.after.id})`
    : undefined;
  const search = q.search ? sql`${t.route} ILIKE ${`%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : undefined;
  const order = q.direction === "desc" ? [desc(t.createdAt), desc(t.id)] : [asc(t.createdAt), asc(t.id)];
  return db
    .select()
    .from(t)
    .where(and(eq(t.workspaceId, q.workspaceId), q.from ? gte(t.createdAt, q.from) : undefined, q.to ? lt(t.createdAt, q.to) : undefined, keyset, search, ...q.filters.map(filterCondition)))
    .orderBy(...order)
    .limit(q.limit);
}
