import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Background jobs of the in-process runner (the default; with REDIS_URL, BullMQ keeps them in
 * Redis instead). A job is claimed by setting `locked_by` and a lease (`locked_until`) that the
 * running process renews; a lease that runs out means its process died, and the job runs again.
 */
export const job = pgTable(
  "job",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    /** waiting (incl. delayed until run_at), active, completed, dead (attempts used up), cancelled */
    state: text("state").notNull(),
    idempotencyKey: text("idempotency_key"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    runAt: timestamp("run_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true, precision: 3 }),
    progress: jsonb("progress"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex("job_idempotency_key_idx").on(t.idempotencyKey),
    // The claim: the oldest due waiting job. Also serves lease recovery (state = 'active').
    index("job_state_run_at_idx").on(t.state, t.runAt, t.id),
    // Operators' listing: newest first within a state, keyset on (created_at, id).
    index("job_state_created_idx").on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Periodic work: each row enqueues a job when `next_run_at` passes; the claim is one UPDATE, so one instance wins. */
export const jobSchedule = pgTable("job_schedule", {
  name: text("name").primaryKey(),
  kind: text("kind").notNull(),
  cron: text("cron").notNull(),
  payload: jsonb("payload").notNull(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true, precision: 3 }).notNull(),
});

/** Effects a job has applied, by key: the job runner's at-least-once runs become exactly-once effects. */
export const jobEffect = pgTable(
  "job_effect",
  {
    key: text("key").primaryKey(),
    appliedAt: timestamp("applied_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("job_effect_applied_idx").on(t.appliedAt)],
);
