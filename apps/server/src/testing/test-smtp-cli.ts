/**
 * Runs the test SMTP server on its own, for a server started by hand or by a test harness:
 * `npx tsx apps/server/src/testing/test-smtp-cli.ts [port]` prints `SMTP_URL=smtp://…` on its first
 * line, then one JSON line per received e-mail ({to, subject, links}). Stops on SIGINT or SIGTERM.
 */
import { linksOf, startTestSmtp } from "./test-smtp";

const port = process.argv[2] ? Number(process.argv[2]) : 0;
const smtp = await startTestSmtp({ port });
process.stdout.write(`SMTP_URL=${smtp.url}\n`);
let printed = 0;
const timer = setInterval(() => {
  for (const mail of smtp.messages.slice(printed)) process.stdout.write(`${JSON.stringify({ to: mail.envelopeTo, subject: mail.subject, links: linksOf(mail) })}\n`);
  printed = smtp.messages.length;
}, 100);
const stop = () => {
  clearInterval(timer);
  void smtp.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
