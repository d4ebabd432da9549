import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAtColumn, updatedAtColumn, userIdColumn, workspaceIdColumn } from "./columns";

/**
 * The productions marketplace (issue 29): a workspace's orders of human-checked work on its own
 * media, the task descriptions made from a submitted order, producers' tasks (claims) on them,
 * reviewers' feedback, the earnings ledger and payouts, and producers' qualifications. The states
 * and money rules are packages/domain's productions/.
 */

/** An order (the SDK's OrderResponse): open while it is put together, then submitted, paid, accepted, done; or cancelled, expired. */
export const productionOrder = pgTable(
  "production_order",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    name: text("name").notNull(),
    state: text("state").notNull().default("open"),
    sandbox: boolean("sandbox").notNull().default(false),
    /** When the work must be delivered by; null: no deadline. */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    /** The price charged at submission (cents). */
    totalCents: integer("total_cents"),
    /** The invoice the charge went on (the billing provider's record), and what a cancellation gave back. */
    invoiceId: text("invoice_id"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The billing provider's record of the refund (a Stripe credit note, a local credit invoice); null while one is owed and not yet made. */
    refundId: text("refund_id"),
    cancelReason: text("cancel_reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
    updatedAt: updatedAtColumn(),
  },
  // productions.orders.list: a workspace's orders, newest first.
  (t) => [
    index("production_order_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The productions tick: paid orders past their deadline.
    index("production_order_due_idx").on(t.deadlineAt).where(sql`${t.state} in ('paid', 'accepted')`),
    // The productions tick: refunds owed and not yet made.
    index("production_order_refund_owed_idx").on(t.updatedAt).where(sql`${t.refundedCents} > 0 and ${t.refundId} is null and ${t.invoiceId} is not null`),
  ],
);

/** A media file registered on an order: uploaded, fetched from a URL, or one of the workspace's history items, transcripts or dubs. */
export const productionMedia = pgTable(
  "production_media",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => productionOrder.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    /** The language the customer declared (declared_language). */
    language: text("language").notNull(),
    storageKey: text("storage_key").notNull(),
    durationSeconds: real("duration_seconds").notNull(),
    /** upload, url, history, transcript or dub; and the id of the workspace's item it came from. */
    source: text("source").notNull(),
    sourceId: text("source_id"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("production_media_order_idx").on(t.orderId, t.createdAt)],
);

/** An order item (the SDK's OrderItemInfo): what is asked (transcription, subtitles or dub review) on which media, its price and its result. */
export const productionOrderItem = pgTable(
  "production_order_item",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => productionOrder.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The item as the SDK sent it (snake_case): media ids, languages, options. */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    priceCents: integer("price_cents").notNull(),
    /** The delivered work, once accepted: the checked transcript (segments) by media id. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("production_order_item_order_idx").on(t.orderId, t.createdAt)],
);

/** One segment of a transcript being worked: a speaker's words between two times. */
export interface ProductionSegment {
  id: string;
  speaker: string;
  start: number;
  end: number;
  text: string;
}

/**
 * A task description: a piece of work made from a paid order (transcribe one media file in its
 * language; review a submitted transcription), in a team (its kind and language), with a
 * priority operators set. Open until claimed; done when a task's work is accepted.
 */
export const productionTaskDescription = pgTable(
  "production_task_description",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => productionOrder.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => productionOrderItem.id, { onDelete: "cascade" }),
    mediaId: text("media_id")
      .notNull()
      .references(() => productionMedia.id, { onDelete: "cascade" }),
    /** transcription or review. */
    kind: text("kind").notNull(),
    language: text("language").notNull(),
    /** `${kind}-${language}`: the team whose producers take it. */
    teamId: text("team_id").notNull(),
    priority: integer("priority").notNull().default(0),
    state: text("state").notNull().default("open"),
    /** For a review: the transcription task whose work it checks. */
    reviewsTaskId: text("reviews_task_id"),
    /** The machine transcript the work starts from, and the last reviewed version (for the diff). */
    machineSegments: jsonb("machine_segments").$type<ProductionSegment[]>().notNull(),
    reviewedSegments: jsonb("reviewed_segments").$type<ProductionSegment[]>(),
    /** The part of the item's price this work covers (cents): its producer and reviewer earn their splits of it (domain splitItemPrice). */
    priceCents: integer("price_cents").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
    updatedAt: updatedAtColumn(),
  },
  // /unclaimed: a team's open work, most urgent first (priority, then oldest).
  (t) => [
    index("production_task_description_open_idx").on(t.teamId, t.priority.desc().nullsFirst(), t.createdAt, t.id).where(sql`${t.state} = 'open'`),
    index("production_task_description_order_idx").on(t.orderId),
  ],
);

/** A producer's task: their claim on a description, its working copy and its way through review (domain task-states.ts). */
export const productionTask = pgTable(
  "production_task",
  {
    id: text("id").primaryKey(),
    descriptionId: text("description_id")
      .notNull()
      .references(() => productionTaskDescription.id, { onDelete: "cascade" }),
    producerId: text("producer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    teamId: text("team_id").notNull(),
    state: text("state").notNull().default("claimed"),
    segments: jsonb("segments").$type<ProductionSegment[]>().notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    extended: boolean("extended").notNull().default(false),
    reviewerId: text("reviewer_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // One task works on a description at a time: of two claims at once, exactly one is inserted.
    uniqueIndex("production_task_description_active_idx").on(t.descriptionId).where(sql`${t.state} in ('claimed', 'submitted', 'in_review', 'returned')`),
    // A producer's tasks, newest first (/active and /history).
    index("production_task_producer_created_idx").on(t.producerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Claims past their deadline, for the expiry sweep.
    index("production_task_active_deadline_idx").on(t.deadlineAt).where(sql`${t.state} in ('claimed', 'returned')`),
  ],
);

/** A reviewer's feedback on a task (on one segment, or the whole), and when its producer acknowledged it. */
export const productionFeedback = pgTable(
  "production_feedback",
  {
    id: text("id").primaryKey(),
    taskId: text("task_id")
      .notNull()
      .references(() => productionTask.id, { onDelete: "cascade" }),
    reviewerId: text("reviewer_id").notNull(),
    segmentId: text("segment_id"),
    text: text("text").notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index("production_feedback_task_idx").on(t.taskId, t.createdAt)],
);

/** The earnings ledger: what a producer (or reviewer) earned for an accepted task, once per task and role, and the payout that paid it. */
export const productionEarning = pgTable(
  "production_earning",
  {
    id: text("id").primaryKey(),
    producerId: text("producer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    taskId: text("task_id").notNull(),
    orderId: text("order_id").notNull(),
    /** producer or reviewer. */
    role: text("role").notNull(),
    amountCents: integer("amount_cents").notNull(),
    payoutId: text("payout_id"),
    createdAt: createdAtColumn(6),
  },
  (t) => [
    uniqueIndex("production_earning_task_role_idx").on(t.taskId, t.role),
    index("production_earning_producer_created_idx").on(t.producerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A payout of a producer's unpaid earnings: a Stripe Connect transfer, or recorded as paid by an operator (local provider). */
export const productionPayout = pgTable(
  "production_payout",
  {
    id: text("id").primaryKey(),
    producerId: text("producer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** stripe or local. */
    provider: text("provider").notNull(),
    /** pending, paid or failed. */
    state: text("state").notNull().default("pending"),
    transferId: text("transfer_id"),
    error: text("error"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
  },
  (t) => [
    index("production_payout_producer_created_idx").on(t.producerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // npm run productions -- payouts pending: the local payouts an operator pays by hand, oldest first.
    index("production_payout_pending_idx").on(t.createdAt, t.id).where(sql`${t.state} = 'pending' and ${t.provider} = 'local'`),
  ],
);

/** A qualification a producer holds (`transcription-en`, `multitask`), with the score that earned it. */
export const producerQualification = pgTable(
  "producer_qualification",
  {
    userId: userIdColumn(),
    qualification: text("qualification").notNull(),
    /** The word error rate of the test that earned it (null: granted by an operator). */
    wordErrorRate: real("word_error_rate"),
    grantedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.qualification] })],
);
