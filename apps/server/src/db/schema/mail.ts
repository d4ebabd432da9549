import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The local outbox: e-mails "sent" while no SMTP server is configured, kept as sent (links,
 * codes and all) so a developer or a single-machine operator can read them at GET /outbox. It is a
 * development transport; with SMTP_URL set nothing is written here. Rows older than 30 days are
 * removed by the daily cleanup.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    /** The id of the mail.send job that wrote it: a job that runs twice writes one row. */
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What sent it, e.g. "verify-email". */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The /outbox page: ORDER BY created_at DESC, id DESC with a (created_at, id) < cursor; also the cleanup's range.
    index("mail_outbox_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // /outbox/latest.json: the newest message of one recipient.
    index("mail_outbox_recipient_created_idx").on(t.recipient, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
