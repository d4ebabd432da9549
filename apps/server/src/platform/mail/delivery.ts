import nodemailer from "nodemailer";
import type { Db } from "#db/client";
import type { Mailbox } from "../env";
import type { Logger } from "../logger";
import { linksIn } from "./links";
import { insertOutboxMessage } from "./outbox-repo";
import type { MailMessage } from "./types";

/** Where a queued message finally goes; `deliver` runs in the mail.send job and may run twice for one job. */
export interface MailDelivery {
  readonly transport: "outbox" | "smtp";
  /** `jobId` names the message: the outbox row's id, the SMTP Message-ID. */
  deliver(message: MailMessage, jobId: string): Promise<void>;
  close(): void;
}

/**
 * The development transport (no SMTP_URL): the message is stored as sent in `mail_outbox`, for
 * GET /outbox, and its links are logged on one info line, so a person running the server locally
 * can follow a verification or reset link without any mail set-up.
 */
export function outboxDelivery(db: Db, log: Logger): MailDelivery {
  return {
    transport: "outbox",
    async deliver(message, jobId) {
      await insertOutboxMessage(db, { id: jobId, recipient: message.to, subject: message.subject, text: message.text, html: message.html, kind: message.kind });
      const links = linksIn(message.text);
      log.info(`mail ${message.kind} to ${message.to}: ${JSON.stringify(message.subject)} (outbox) links: ${links.length ? links.join(" ") : "none"}`);
    },
    close() {},
  };
}

/** `<mail-JOB@domain-of-the-sender>`: a resend of the same job carries the same id, so a duplicate after a crash is recognisable. */
export function mailMessageId(jobId: string, from: Mailbox): string {
  const domain = from.address.slice(from.address.lastIndexOf("@") + 1);
  return `<mail-${jobId}@${domain}>`;
}

/** SMTP_URL (credentials in the URL; smtps:// is TLS from the start, smtp:// upgrades with STARTTLS when offered). */
export function smtpDelivery(smtpUrl: string, from: Mailbox): MailDelivery {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A server that stops answering must not hold the job for long: the job fails and retries.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    transport: "smtp",
    async deliver(message, jobId) {
      await transporter.sendMail({
        from: from.name ? { name: from.name, address: from.address } : from.address,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: mailMessageId(jobId, from),
      });
    },
    close() {
      transporter.close();
    },
  };
}
