import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, type ExtraConfigColumn } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { workspaceIdColumn, createdAtColumn } from "./columns";

const pageOrder = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/**
 * A workspace's webhook: where events are POSTed, signed with its secret. The secret (and the
 * extra request headers, which may carry credentials) are sealed with AES-256-GCM under a key
 * derived from the auth secret: the server must read them to sign, so they cannot be hashed.
 */
export const workspaceWebhook = pgTable(
  "workspace_webhook",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** The subscribed event names (contract WEBHOOK_EVENTS). */
    events: jsonb("events").$type<string[]>().notNull().default([]),
    authType: text("auth_type").$type<"hmac">().notNull().default("hmac"),
    /** The signing secret, sealed (features/developers/webhooks/secret-box.ts). */
    secretSealed: text("secret_sealed").notNull(),
    /** Extra request headers as sealed JSON; null for none. */
    requestHeadersSealed: text("request_headers_sealed"),
    /** Their names in clear, for the list. */
    requestHeaderNames: jsonb("request_header_names").$type<string[]>().notNull().default([]),
    retryEnabled: boolean("retry_enabled").notNull().default(true),
    isDisabled: boolean("is_disabled").notNull().default(false),
    /** Set after too many failed attempts in a row; cleared when an admin enables the webhook again. */
    isAutoDisabled: boolean("is_auto_disabled").notNull().default(false),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** The HTTP status of the most recent failure (null: no answer, e.g. a timeout). */
    lastFailureCode: integer("last_failure_code"),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
  },
  (t) => [
    // The list (newest first) and the subscribers of an event: both are one workspace's rows.
    index("workspace_webhook_workspace_created_idx").on(t.workspaceId, ...pageOrder(t)),
  ],
);

/**
 * One event sent (or to be sent) to one webhook: its body as signed, and how the last attempt went.
 * The `webhook.deliver` job keyed by this id makes the attempts.
 */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: text("id").primaryKey(),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => workspaceWebhook.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The exact JSON body: every attempt signs and sends the same bytes. */
    body: text("body").notNull(),
    /** pending, retrying, succeeded, failed, skipped (contract WEBHOOK_DELIVERY_STATUSES). */
    status: text("status").notNull().default("pending"),
    isTest: boolean("is_test").notNull().default(false),
    responseCode: integer("response_code"),
    error: text("error"),
    durationMs: integer("duration_ms"),
    /** Attempts made so far. */
    attempt: integer("attempt").notNull().default(0),
    nextRetryAt: timestamp("next_retry_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
  },
  (t) => [
    // The delivery log of one webhook, newest first, keyset on (created_at, id).
    index("webhook_delivery_webhook_created_idx").on(t.webhookId, ...pageOrder(t)),
    // The daily cleanup's range on age.
    index("webhook_delivery_created_idx").on(t.createdAt),
    // Deliveries recorded but never queued or tried (the sweep's query, oldest first).
    index("webhook_delivery_unsent_idx").on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.attempt} = 0`),
  ],
);
