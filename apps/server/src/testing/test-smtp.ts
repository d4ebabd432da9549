import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import { linksIn } from "#platform/mail/links";

/** One e-mail as the test SMTP server received it, parsed. */
export interface ReceivedMail {
  /** RCPT TO addresses (lower-case): where the message was delivered. */
  envelopeTo: string[];
  /** MAIL FROM. */
  envelopeFrom: string;
  /** The From header as written, e.g. `"Vocable" <no-reply@localhost>`. */
  from: string;
  /** The To header's addresses. */
  to: string[];
  subject: string;
  /** The plain-text part ("" when there is none). */
  text: string;
  /** The HTML part ("" when there is none). */
  html: string;
  messageId: string;
  /** The raw message (headers and MIME parts). */
  raw: string;
}

export interface TestSmtp {
  /** `smtp://user:pass@127.0.0.1:port`: the SMTP_URL that points the server here. */
  url: string;
  port: number;
  user: string;
  pass: string;
  /** Every message accepted so far, in order of arrival. */
  messages: ReceivedMail[];
  /**
   * The next message to `to` (matching `subject` when given) that no earlier call returned: one
   * already received, else the next to arrive. Each call takes one message, so a test that asks
   * twice gets the first and then the second e-mail. Rejects after `timeoutMs` (default 30 s),
   * naming what did arrive.
   */
  waitForMail(to: string, opts?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Answers `451` (try again later) to the next `n` messages, as a mail server with a hiccup would. */
  failNext(n: number): void;
  /** Messages answered 451 so far. */
  readonly rejected: number;
  close(): Promise<void>;
}

/** The http(s) links of a message's text part, in order (trailing sentence punctuation dropped). */
export function linksOf(mail: { text: string }): string[] {
  return linksIn(mail.text);
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? "")).filter(Boolean);

/**
 * A real SMTP server for tests, on 127.0.0.1 and a port the system picks (or `port`). It requires AUTH
 * (PLAIN/LOGIN with `user`/`pass`; plain text is allowed since it only listens locally, STARTTLS is
 * off) and parses each message with mailparser.
 *
 * In Vitest, start one, pass `SMTP_URL: smtp.url` to createTestApp, and read what the app sends.
 * From a Playwright file (plain TypeScript, no Vitest), import it by relative path, e.g.
 * `import { startTestSmtp, linksOf } from "../apps/server/src/testing/test-smtp";`, and start a
 * server process with `SMTP_URL` (testing/server-process.ts: `startServer(main, { SMTP_URL: smtp.url, ... })`).
 * `test-smtp-cli.ts` runs one on its own for a server started by hand.
 */
export async function startTestSmtp(opts: { user?: string; pass?: string; port?: number } = {}): Promise<TestSmtp> {
  const user = opts.user ?? "vocable";
  const pass = opts.pass ?? "test-password";
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let failures = 0;
  let rejected = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: false,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (err) => callback(err));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          rejected += 1;
          callback(Object.assign(new Error("Temporary failure, please try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              from: parsed.from?.text ?? "",
              to: addresses(parsed.to),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              messageId: parsed.messageId ?? "",
              raw: raw.toString("utf8"),
            });
            for (const wake of [...waiters]) wake();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  server.on("error", () => {}); // a client that drops its connection is not the test's failure

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  function waitForMail(to: string, o: { subject?: RegExp; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const address = to.toLowerCase();
    const find = () => messages.find((m) => !taken.has(m) && m.envelopeTo.includes(address) && (!o.subject || o.subject.test(m.subject)));
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (!found) return false;
        taken.add(found);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const seen = messages.map((m) => `${m.envelopeTo.join(",")}: ${m.subject}`).join("; ") || "none";
        reject(new Error(`no e-mail to ${to}${o.subject ? ` matching ${o.subject}` : ""} within ${o.timeoutMs ?? 30_000} ms (received: ${seen})`));
      }, o.timeoutMs ?? 30_000);
      if (!check()) waiters.add(check);
    });
  }

  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    port,
    user,
    pass,
    messages,
    waitForMail,
    failNext(n) {
      failures = n;
    },
    get rejected() {
      return rejected;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
