import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The API request log behind `workspace.analytics.requests.get`: one row per authenticated /v1 or
 * /v2 request (route template, not the path; no bodies, no query strings), written in batches off
 * the request path and kept 30 days (the daily cleanup).
 */
export const apiRequestLog = pgTable(
  "api_request_log",
  {
    /** The request's id (its `request-id` header). */
    id: text("id").primaryKey(),
    /** No foreign key: a batch must not fail for a workspace deleted since; retention removes its rows. */
    workspaceId: text("workspace_id").notNull(),
    userId: text("user_id"),
    /** The key the request came with (its id), else null for a session. */
    apiKeyId: text("api_key_id"),
    /** api_key or session. */
    via: text("via").notNull(),
    method: text("method").notNull(),
    /** The OpenAPI path template (/v1/history/{history_item_id}); ids never appear here. */
    route: text("route").notNull(),
    status: integer("status").notNull(),
    latencyMs: integer("latency_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // The analytics query: a workspace's requests in a time range, either direction, keyset on (created_at, id).
    index("api_request_log_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
    // Retention: the daily cleanup deletes by age.
    index("api_request_log_created_idx").on(t.createdAt),
  ],
);
