/** One e-mail to one person; features build `text` and `html` with `renderMail` (layout.ts). */
export interface MailMessage {
  /** One address. */
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part. */
  html: string;
  /** What sent it, e.g. "verify-email", "reset-password" (outbox, logs, metrics). */
  kind: string;
}

/** The one way the server sends e-mail (`deps.mailer`). */
export interface Mailer {
  /**
   * Durably queues the message as a `mail.send` job (resolves once the job is stored); the same
   * idempotencyKey twice is one message.
   */
  send(message: MailMessage, opts?: { idempotencyKey?: string }): Promise<void>;
  /** "outbox" when no SMTP_URL is configured, else "smtp". */
  readonly transport: "outbox" | "smtp";
}
