/**
 * Runs the test SMTP server on its own, for a server started by hand or by a test harness (the
 * Playwright journeys): `npx tsx apps/server/src/testing/test-smtp-cli.ts [port] [--http PORT]`
 * prints `SMTP_URL=smtp://…` on its first line, then one JSON line per received e-mail ({to,
 * subject, links}). With `--http`, it also answers on 127.0.0.1:PORT `GET /health` and
 * `GET /latest.json?to=ADDRESS` (the newest e-mail to that address: {subject, text, html, links},
 * 404 when none), so a browser test reads its mail the way a person would read it in a mailbox.
 * Stops on SIGINT or SIGTERM.
 */
import { createServer } from "node:http";
import { linksOf, startTestSmtp } from "./test-smtp";

const args = process.argv.slice(2);
const httpAt = args.indexOf("--http");
const httpPort = httpAt >= 0 ? Number(args[httpAt + 1]) : null;
const positional = args.filter((_, i) => httpAt < 0 || (i !== httpAt && i !== httpAt + 1));
const port = positional[0] ? Number(positional[0]) : 0;
const smtp = await startTestSmtp({ port });
process.stdout.write(`SMTP_URL=${smtp.url}\n`);

const http =
  httpPort === null
    ? null
    : createServer((req, res) => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (url.pathname === "/health") return send(200, { status: "ok" });
        if (url.pathname !== "/latest.json") return send(404, { detail: "not found" });
        const to = (url.searchParams.get("to") ?? "").toLowerCase();
        const mail = smtp.messages.findLast((m) => m.envelopeTo.includes(to));
        if (!mail) return send(404, { detail: `no e-mail to ${to}` });
        return send(200, { subject: mail.subject, text: mail.text, html: mail.html, links: linksOf(mail) });
      }).listen(httpPort, "127.0.0.1");

let printed = 0;
const timer = setInterval(() => {
  for (const mail of smtp.messages.slice(printed)) process.stdout.write(`${JSON.stringify({ to: mail.envelopeTo, subject: mail.subject, links: linksOf(mail) })}\n`);
  printed = smtp.messages.length;
}, 100);
const stop = () => {
  clearInterval(timer);
  http?.close();
  void smtp.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
