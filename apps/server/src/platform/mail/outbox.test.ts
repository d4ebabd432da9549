import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { job, mailOutbox } from "#db/schema/index";
import { createTestApp, type TestApp } from "#testing/test-app";
import { startTestSmtp, type TestSmtp } from "#testing/test-smtp";
import { waitFor } from "@vocable/speech/test-support";
import type { Logger } from "../logger";
import { renderMail } from "./layout";
import { MAIL_SEND_JOB } from "./mailer";
import { latestOutboxSelect, outboxPageSelect } from "./outbox-repo";
import { isLoopbackAddress, isProxyHeader, outboxVisibleTo } from "./outbox-routes";

const TOKEN = "rst_9f8e7d6c5b4a39281706";

/** A logger that keeps its info lines, to read what an operator would see in the log. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, debug() {}, info: (msg) => void lines.push(msg), warn() {}, error() {} };
}

function resetMail(t: TestApp, to: string, n = 1) {
  const { text, html } = renderMail({
    publicUrl: t.deps.config.publicUrl,
    heading: "Reset your password",
    paragraphs: [`Someone asked to reset the password of ${to} (#${n}).`],
    action: { label: "Choose a new password", url: `${t.deps.config.publicUrl}/app/sign-in/reset-password?oobCode=${TOKEN}${n}` },
    footnote: "If you did not ask for this, ignore this e-mail.",
  });
  return { to, subject: `Reset your Vocable password #${n}`, text, html, kind: "reset-password" };
}

async function outboxRows(t: TestApp, count: number) {
  return waitFor(`${count} outbox messages`, async () => {
    const rows = await t.deps.db.select().from(mailOutbox);
    return rows.length >= count ? rows : undefined;
  });
}

/** The first IPv4 address of this machine that is not loopback, if it has one. */
function externalIPv4(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
}

/** A built web app, as a real server has: unknown paths answer its page with 404. */
const WEB_DIST = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-dist-"));
fs.writeFileSync(path.join(WEB_DIST, "index.html"), "<!doctype html><title>Vocable</title><div id=root></div>");

/** Asserts `pathname` answers exactly like a path the server does not have: the outbox is not there. */
async function expectAbsent(url: string, pathname: string, init?: RequestInit) {
  const res = await fetch(`${url}${pathname}`, init);
  const unknown = await fetch(`${url}${pathname.replace("/outbox", "/no-such-path")}`, init);
  expect(res.status).toBe(404);
  expect(await res.text()).toBe((await unknown.text()).replace("/no-such-path", "/outbox"));
}

describe("the outbox transport (no SMTP_URL)", () => {
  let t: TestApp;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    smtp = undefined;
  });
  afterAll(() => fs.rmSync(WEB_DIST, { recursive: true, force: true }));

  it("stores the message, logs its links on one line and lists it on /outbox from this machine", async () => {
    const log = recordingLogger();
    t = await createTestApp({ PUBLIC_URL: "https://voice.example.com" }, { log });
    expect(t.deps.mailer.transport).toBe("outbox");
    await t.deps.jobs.start();
    await t.deps.mailer.send(resetMail(t, "ada@example.com"));

    const [row] = await outboxRows(t, 1);
    expect(row).toMatchObject({ recipient: "ada@example.com", subject: "Reset your Vocable password #1", kind: "reset-password" });
    expect(row.text).toContain(`https://voice.example.com/app/sign-in/reset-password?oobCode=${TOKEN}1`);
    expect(row.html).toContain("Reset your password");
    const line = log.lines.find((l) => l.startsWith("mail reset-password"));
    expect(line).toBe(
      `mail reset-password to ada@example.com: "Reset your Vocable password #1" (outbox) links: https://voice.example.com/app/sign-in/reset-password?oobCode=${TOKEN}1 https://voice.example.com`,
    );

    const base = await t.listen();
    const page = await fetch(`${base}/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("ada@example.com");
    expect(html).toContain("Reset your Vocable password #1");
    expect(html).toContain("<code>reset-password</code>");
    // The text part's links are clickable.
    const link = `https://voice.example.com/app/sign-in/reset-password?oobCode=${TOKEN}1`;
    expect(html).toContain(`<a href="${link}">${link}</a>`);

    const latest = await fetch(`${base}/outbox/latest.json?to=${encodeURIComponent("ada@example.com")}`);
    expect(latest.status).toBe(200);
    const body = (await latest.json()) as { subject: string; text: string; html: string; links: string[] };
    expect(body.subject).toBe("Reset your Vocable password #1");
    expect(body.links).toEqual([link, "https://voice.example.com"]);
    expect(body.html).toContain("<!doctype html>");
    expect((await fetch(`${base}/outbox/latest.json?to=nobody%40example.com`)).status).toBe(404);
  });

  it("keeps the message sealed in the job table: no link, token, address or subject in clear", async () => {
    t = await createTestApp();
    await t.deps.mailer.send(resetMail(t, "grace@example.com"));
    const [stored] = await t.deps.db.select({ payload: sql<string>`${job.payload}::text` }).from(job).where(eq(job.kind, MAIL_SEND_JOB));
    expect(stored.payload).toContain('"kind": "reset-password"');
    for (const secret of [TOKEN, "reset-password?oobCode", "grace@example.com", "Reset your Vocable password"]) expect(stored.payload).not.toContain(secret);

    // And the job delivers it once started.
    await t.deps.jobs.start();
    const [row] = await outboxRows(t, 1);
    expect(row.text).toContain(`oobCode=${TOKEN}1`);
  });

  it("sends one message for the same idempotency key, two for two keys", async () => {
    t = await createTestApp();
    await t.deps.jobs.start();
    await t.deps.mailer.send(resetMail(t, "ada@example.com", 1), { idempotencyKey: `reset:${TOKEN}` });
    await t.deps.mailer.send(resetMail(t, "ada@example.com", 2), { idempotencyKey: `reset:${TOKEN}` });
    await t.deps.mailer.send(resetMail(t, "ada@example.com", 3), { idempotencyKey: "reset:another" });
    await waitFor("both jobs to finish", async () => (await t.deps.jobs.counts()).completed === 2);
    const rows = await outboxRows(t, 2);
    expect(rows.map((r) => r.subject).sort()).toEqual(["Reset your Vocable password #1", "Reset your Vocable password #3"]);
    // The job's key is a hash: a key built from a token does not put the token in the job table.
    const keys = await t.deps.db.select({ key: job.idempotencyKey }).from(job);
    for (const { key } of keys) expect(key).toMatch(/^mail\.send:[0-9a-f]{64}$/);
  });

  it("pages newest first with a ?before= cursor", async () => {
    t = await createTestApp();
    const base = new Date("2026-01-01T00:00:00Z").getTime();
    // 55 messages a minute apart: a page holds 50.
    await t.deps.db.insert(mailOutbox).values(
      Array.from({ length: 55 }, (_, i) => ({
        id: `m${String(i).padStart(3, "0")}`,
        recipient: "list@example.com",
        subject: `Message ${i}`,
        text: `Body ${i}`,
        html: `<p>Body ${i}</p>`,
        kind: "test",
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const url = await t.listen();
    const first = await (await fetch(`${url}/outbox`)).text();
    const subjects = (html: string) => [...html.matchAll(/<h2>Message (\d+)<\/h2>/g)].map((m) => Number(m[1]));
    expect(subjects(first)).toEqual(Array.from({ length: 50 }, (_, i) => 54 - i));
    const older = /href="(\/outbox\?before=[^"]+)"/.exec(first)?.[1];
    expect(older).toBeDefined();
    const second = await (await fetch(`${url}${older!.replaceAll("&#38;", "&")}`)).text();
    expect(subjects(second)).toEqual([4, 3, 2, 1, 0]);
    expect(second).not.toContain("Older messages");
    expect((await fetch(`${url}/outbox?before=garbage`)).status).toBe(400);
  });

  it("escapes what it shows", async () => {
    t = await createTestApp();
    await t.deps.db.insert(mailOutbox).values({ id: "x1", recipient: "a@example.com", subject: "<script>alert(1)</script>", text: 'Go to https://example.com/"onmouseover=x <b>', html: "", kind: "test" });
    const html = await (await fetch(`${await t.listen()}/outbox`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).toContain('<a href="https://example.com/">https://example.com/</a>&#34;onmouseover=x &#60;b&#62;');
  });

  it("does not exist for a request that did not come over a loopback socket", async () => {
    t = await createTestApp({ WEB_DIST });
    await t.deps.db.insert(mailOutbox).values({ id: "x1", recipient: "a@example.com", subject: "Secret link", text: "t", html: "", kind: "test" });
    // In-process requests have no socket: refused like any other peer.
    expect((await t.request("/outbox")).status).toBe(404);
    expect((await t.request("/outbox/latest.json?to=a%40example.com")).status).toBe(404);

    // A dual-stack socket: 127.0.0.1 arrives as ::ffff:127.0.0.1 and is let in ...
    const base = await t.listen("::");
    const port = new URL(base).port;
    expect((await fetch(`http://127.0.0.1:${port}/outbox`)).status).toBe(200);
    expect((await fetch(`http://[::1]:${port}/outbox`)).status).toBe(200);
    // ... but not through a proxy on this machine, whatever address the header claims.
    await expectAbsent(`http://127.0.0.1:${port}`, "/outbox", { headers: { "x-forwarded-for": "127.0.0.1" } });
    await expectAbsent(`http://127.0.0.1:${port}`, "/outbox/latest.json?to=a%40example.com", { headers: { forwarded: "for=127.0.0.1" } });
    // From this machine's network address (not loopback), the outbox is not there.
    const external = externalIPv4();
    if (external) {
      await expectAbsent(`http://${external}:${port}`, "/outbox");
      await expectAbsent(`http://${external}:${port}`, "/outbox/latest.json?to=a%40example.com");
    }
  });

  it("does not exist through a proxy of any kind, whatever header it sends", async () => {
    t = await createTestApp({ WEB_DIST });
    await t.deps.db.insert(mailOutbox).values({ id: "x2", recipient: "b@example.com", subject: "Secret link", text: "t", html: "", kind: "test" });
    const base = await t.listen("127.0.0.1");
    expect((await fetch(`${base}/outbox`)).status).toBe(200);
    // What nginx, Caddy, Traefik, HAProxy, Cloudflare, Akamai, Fastly and friends add; any one is a proxy.
    const headers: Record<string, string> = {
      via: "1.1 proxy",
      "x-forwarded-proto": "https",
      "x-forwarded-port": "443",
      "x-forwarded-server": "edge",
      "cf-connecting-ip": "127.0.0.1",
      "true-client-ip": "127.0.0.1",
      "x-client-ip": "127.0.0.1",
      "fastly-client-ip": "127.0.0.1",
      "x-cluster-client-ip": "127.0.0.1",
      "x-original-forwarded-for": "127.0.0.1",
      "x-forwarded-for": "127.0.0.1",
      forwarded: "for=127.0.0.1",
      "x-real-ip": "127.0.0.1",
      "x-forwarded-host": "localhost",
    };
    for (const [name, value] of Object.entries(headers)) {
      await expectAbsent(base, "/outbox", { headers: { [name]: value } });
      await expectAbsent(base, "/outbox/latest.json?to=b%40example.com", { headers: { [name]: value } });
    }
  });

  it("does not exist when SMTP is configured", async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, WEB_DIST });
    expect(t.deps.mailer.transport).toBe("smtp");
    const base = await t.listen();
    await expectAbsent(base, "/outbox");
    await expectAbsent(base, "/outbox/latest.json?to=a%40example.com");
  });

  it("reads pages and the latest message as index ranges, never a sort", async () => {
    t = await createTestApp();
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: `p${i}`, recipient: `r${i % 50}@example.com`, subject: "s", text: "t", html: "", kind: "test", createdAt: new Date(1_700_000_000_000 + i * 1000) }));
    await t.deps.db.insert(mailOutbox).values(rows);
    await t.deps.db.execute(sql`analyze mail_outbox`);
    const explain = async (query: { getSQL(): ReturnType<typeof sql> }) => {
      const result = (await t.deps.db.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join("\n");
    };
    const first = await explain(outboxPageSelect(t.deps.db, { limit: 51 }));
    const later = await explain(outboxPageSelect(t.deps.db, { limit: 51, before: { createdAt: rows[1000].createdAt.toISOString(), id: rows[1000].id } }));
    const latest = await explain(latestOutboxSelect(t.deps.db, "r7@example.com"));
    for (const plan of [first, later]) expect(plan).toMatch(/Index Scan using mail_outbox_created_idx /);
    expect(latest).toMatch(/Index Scan using mail_outbox_recipient_created_idx /);
    for (const plan of [first, later, latest]) expect(plan).not.toMatch(/Sort|Seq Scan|Bitmap/);
  });
});

describe("the outbox guard", () => {
  it("knows loopback addresses, plain and IPv4-mapped", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [undefined, "", "192.0.2.2", "::ffff:192.0.2.2", "10.0.0.1", "fd00::2", "::", "0.0.0.0", "127.0.0.1.evil", "::ffff:128.0.0.1"]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });

  it("lets in only a loopback peer with no proxy in between", () => {
    const none = new Headers();
    expect(outboxVisibleTo("127.0.0.1", none, false)).toBe(true);
    expect(outboxVisibleTo("192.0.2.2", none, false)).toBe(false);
    expect(outboxVisibleTo(undefined, none, false)).toBe(false);
    expect(outboxVisibleTo("127.0.0.1", none, true)).toBe(false);
    for (const name of ["forwarded", "x-forwarded-for", "x-real-ip", "x-forwarded-host"]) {
      expect(outboxVisibleTo("127.0.0.1", new Headers({ [name]: "127.0.0.1" }), false), name).toBe(false);
    }
  });

  it("counts as a proxy header any X-Forwarded-* and any *client-ip name, and nothing a browser sends", () => {
    for (const name of ["Via", "X-Forwarded-Proto", "X-Forwarded-Anything", "CF-Connecting-IP", "True-Client-IP", "X-Client-IP", "Fastly-Client-IP", "X-Cluster-Client-IP", "X-Vendor-Client-IP", "X-Original-Forwarded-For", "Forwarded"]) {
      expect(isProxyHeader(name), name).toBe(true);
      expect(outboxVisibleTo("::1", new Headers({ [name]: "x" }), false), name).toBe(false);
    }
    for (const name of ["host", "user-agent", "accept", "accept-language", "cookie", "referer", "origin", "sec-fetch-site", "x-requested-with", "x-forwardedfor", "client-ip-hint"]) {
      expect(isProxyHeader(name), name).toBe(false);
    }
    expect(outboxVisibleTo("::1", new Headers({ host: "localhost:8080", "user-agent": "curl/8", accept: "*/*" }), false)).toBe(true);
  });
});
