import { createHash } from "node:crypto";
import { z } from "zod";
import type { Db } from "#db/client";
import type { Config } from "../env";
import { InvalidJobPayloadError } from "../jobs/job-kinds";
import { defineJob, type JobKind, type JobRunner } from "../jobs/job-types";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import { outboxDelivery, smtpDelivery, type MailDelivery } from "./delivery";
import { mailKey, openMessage, sealMessage, UnsealError } from "./sealed-message";
import type { Mailer, MailMessage } from "./types";

export const MAIL_SEND_JOB = "mail.send";
/** Eight tries, 30 s apart at first and doubling: a mail server that is down for about an hour loses nothing. */
export const MAIL_SEND_ATTEMPTS = 8;
export const MAIL_SEND_BACKOFF_MS = 30_000;

/** The job's payload: the kind in clear (for operators), the message only sealed. */
const MailSendPayload = z.object({ kind: z.string(), sealed: z.string() });
type MailSendPayload = z.infer<typeof MailSendPayload>;

/** Kinds are metric labels and log words: short, lower-case. */
const KIND = /^[a-z0-9][a-z0-9._-]{0,63}$/;
/** One address, nothing a header could be split with. */
const RECIPIENT = /^[^\s@<>,;]+@[^\s@<>,;]+$/;

/** What the job's idempotency key is made of: a hash, so a key built from a token does not sit in the job table. */
export function mailIdempotencyKey(key: string): string {
  return `${MAIL_SEND_JOB}:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * The server's mailer: `send` seals the message (AES-256-GCM under a key derived from the auth
 * secret) into a mail.send job; the job opens it and hands it to the delivery (the outbox or SMTP),
 * retried with backoff. A message is therefore never lost to a mail server that is down, and
 * never readable in the job store.
 */
export class JobMailer implements Mailer {
  readonly transport: "outbox" | "smtp";
  private readonly key: Buffer;

  constructor(
    private readonly opts: { jobs: JobRunner; delivery: MailDelivery; authSecret: string; metrics: Metrics; retryBaseMs?: number },
  ) {
    this.transport = opts.delivery.transport;
    this.key = mailKey(opts.authSecret);
  }

  async send(message: MailMessage, opts: { idempotencyKey?: string } = {}): Promise<void> {
    // Programming errors, not user input: features pass validated addresses and their own texts.
    if (!RECIPIENT.test(message.to) || message.to.length > 254) throw new Error("mailer: `to` must be one e-mail address");
    if (/[\r\n]/.test(message.subject)) throw new Error("mailer: the subject must be one line");
    if (!KIND.test(message.kind)) throw new Error(`mailer: kind ${JSON.stringify(message.kind)} must be a short lower-case word`);
    const { to, subject, text, html, kind } = message;
    const payload: MailSendPayload = { kind, sealed: sealMessage(this.key, { to, subject, text, html, kind }) };
    await this.opts.jobs.enqueue(MAIL_SEND_JOB, payload, { idempotencyKey: opts.idempotencyKey === undefined ? undefined : mailIdempotencyKey(opts.idempotencyKey) });
  }

  /** The mail.send job kind that delivers what `send` queued. */
  job(): JobKind<MailSendPayload> {
    return defineJob({
      name: MAIL_SEND_JOB,
      payload: MailSendPayload,
      attempts: MAIL_SEND_ATTEMPTS,
      backoffMs: this.opts.retryBaseMs ?? MAIL_SEND_BACKOFF_MS,
      handler: async (payload, ctx) => {
        let message: MailMessage;
        try {
          message = openMessage(this.key, payload.sealed);
        } catch (err) {
          // Retrying cannot help: the job goes to the dead jobs at once, with the reason.
          if (err instanceof UnsealError) throw new InvalidJobPayloadError(err.message);
          throw err;
        }
        await this.opts.delivery.deliver(message, ctx.jobId);
        this.opts.metrics.mailSent.inc({ kind: message.kind, transport: this.transport });
      },
    });
  }

  close(): void {
    this.opts.delivery.close();
  }
}

/** The mailer for this configuration: SMTP with SMTP_URL, else the local outbox. */
export function createMailer(
  deps: { config: Config; db: Db; jobs: JobRunner; log: Logger; metrics: Metrics },
  opts: { authSecret: string; retryBaseMs?: number },
): JobMailer {
  const { smtpUrl, from } = deps.config.mail;
  const delivery = smtpUrl ? smtpDelivery(smtpUrl, from) : outboxDelivery(deps.db, deps.log);
  return new JobMailer({ jobs: deps.jobs, delivery, metrics: deps.metrics, authSecret: opts.authSecret, retryBaseMs: opts.retryBaseMs });
}

/** The mail.send job kind of the app's mailer (registered in job-kinds.ts). */
export function mailSendJob(mailer: Mailer): JobKind<MailSendPayload> {
  if (!(mailer instanceof JobMailer)) throw new Error("mail.send delivers only what the server's own mailer queued");
  return mailer.job();
}
