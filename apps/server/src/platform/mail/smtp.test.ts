import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { job, mailOutbox } from "#db/schema/index";
import { createTestApp, type TestApp } from "#testing/test-app";
import { linksOf, startTestSmtp, type TestSmtp } from "#testing/test-smtp";
import { waitFor } from "@vocable/speech/test-support";
import { metricValue } from "#testing/server-process";
import { testRedisPrefix, testRedisUrl } from "#testing/test-redis";
import { renderMail } from "./layout";
import { MAIL_SEND_JOB } from "./mailer";

const CODE = "vrf_5e1c0a7d2b9f48c3";

function verifyMail(t: TestApp, to: string) {
  const { text, html } = renderMail({
    publicUrl: t.deps.config.publicUrl,
    heading: "Verify your e-mail address",
    paragraphs: ["Welcome to Vocable! Confirm that this address is yours."],
    action: { label: "Verify e-mail", url: `${t.deps.config.publicUrl}/app/action?mode=verifyEmail&oobCode=${CODE}` },
    footnote: "If you did not create an account, ignore this e-mail.",
    optOutUrl: `${t.deps.config.publicUrl}/app/action?mode=optOutOfUpdates&key=k1`,
  });
  return { to, subject: "Verify your Vocable e-mail address", text, html, kind: "verify-email" };
}

async function mailJobs(t: TestApp) {
  return t.deps.db.select().from(job).where(eq(job.kind, MAIL_SEND_JOB));
}

describe("the SMTP transport (SMTP_URL set)", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  /** Run after the app has closed (e.g. removing a test's Redis keys). */
  const after: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    for (const cleanup of after.splice(0)) await cleanup();
  });

  it("delivers a text and an HTML part with the product name and links from PUBLIC_URL", async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://voice.example.com" });
    await t.deps.jobs.start();
    await t.deps.mailer.send(verifyMail(t, "ada@example.com"));

    const mail = await smtp.waitForMail("ada@example.com", { subject: /Verify/ });
    expect(mail.subject).toBe("Verify your Vocable e-mail address");
    // The default sender: the product's name at PUBLIC_URL's host.
    expect(mail.from).toBe('"Vocable" <no-reply@voice.example.com>');
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.text).toContain("Vocable");
    expect(mail.text).toContain("Verify your e-mail address");
    expect(mail.html).toContain("Vocable</a>");
    expect(mail.html).toContain("Verify your e-mail address</h1>");
    const verify = `https://voice.example.com/app/action?mode=verifyEmail&oobCode=${CODE}`;
    expect(linksOf(mail)).toEqual([verify, "https://voice.example.com", "https://voice.example.com/app/action?mode=optOutOfUpdates&key=k1"]);
    // The button and the footer link in the HTML part point to the same places (& escaped in attributes).
    expect(mail.html).toContain(`href="${verify.replace("&", "&#38;")}"`);
    expect(mail.html).toContain("Unsubscribe from product updates</a>");
    // The Message-ID names the job: a resend after a crash carries the same one.
    const [sent] = await mailJobs(t);
    expect(mail.messageId).toBe(`<mail-${sent.id}@voice.example.com>`);
    // Nothing goes to the outbox; the metric counts the kind.
    expect(await t.deps.db.select().from(mailOutbox)).toEqual([]);
    await waitFor("the job to complete", async () => (await t.deps.jobs.get(sent.id))?.state === "completed");
    const metrics = await t.deps.metrics.registry.metrics();
    expect(metricValue(metrics, 'vocable_mail_sent_total{kind="verify-email",transport="smtp"}')).toBe(1);
  });

  it("uses MAIL_FROM as the sender", async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Vocable Support <support@mail.example.org>" });
    await t.deps.jobs.start();
    await t.deps.mailer.send(verifyMail(t, "ada@example.com"));
    const mail = await smtp.waitForMail("ada@example.com");
    expect(mail.from).toBe('"Vocable Support" <support@mail.example.org>');
    expect(mail.envelopeFrom).toBe("support@mail.example.org");
    expect(mail.messageId).toMatch(/@mail\.example\.org>$/);
  });

  it("retries when the mail server answers 451, and the message arrives once", async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    smtp.failNext(2);
    await t.deps.jobs.start();
    await t.deps.mailer.send(verifyMail(t, "grace@example.com"));

    const mail = await smtp.waitForMail("grace@example.com");
    expect(linksOf(mail)[0]).toBe(`http://localhost:8080/app/action?mode=verifyEmail&oobCode=${CODE}`);
    const [sent] = await mailJobs(t);
    const done = await waitFor("the job to complete", async () => {
      const info = await t.deps.jobs.get(sent.id);
      return info?.state === "completed" ? info : undefined;
    });
    expect(smtp.rejected).toBe(2);
    expect(done.attempts).toBe(3);
    expect(done.maxAttempts).toBe(8);
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("grace@example.com"))).toHaveLength(1);
  });

  it("keeps the message sealed in the job table while the mail server refuses it", async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    smtp.failNext(100);
    await t.deps.jobs.start();
    await t.deps.mailer.send(verifyMail(t, "grace@example.com"));
    const [stored] = await waitFor("a failed attempt", async () => {
      const rows = await t.deps.db.select({ payload: sql<string>`${job.payload}::text`, lastError: job.lastError }).from(job).where(eq(job.kind, MAIL_SEND_JOB));
      return rows[0]?.lastError ? rows : undefined;
    });
    expect(stored.lastError).toContain("451");
    for (const secret of [CODE, "verifyEmail", "grace@example.com", "Verify your Vocable"]) {
      expect(stored.payload).not.toContain(secret);
      expect(stored.lastError).not.toContain(secret);
    }
  });

  it("sends one e-mail for the same idempotency key", async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await t.deps.jobs.start();
    await t.deps.mailer.send(verifyMail(t, "ada@example.com"), { idempotencyKey: "verify:user-1:1" });
    await t.deps.mailer.send(verifyMail(t, "ada@example.com"), { idempotencyKey: "verify:user-1:1" });
    await t.deps.mailer.send({ ...verifyMail(t, "ada@example.com"), subject: "Second" }, { idempotencyKey: "verify:user-1:2" });
    await smtp.waitForMail("ada@example.com", { subject: /Second/ });
    await waitFor("both jobs to finish", async () => (await t.deps.jobs.counts()).completed === 2);
    expect(await mailJobs(t)).toHaveLength(2);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(["Second", "Verify your Vocable e-mail address"]);
  });

  it("gives each waiter its own message, and names what arrived when none matches", async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await t.deps.jobs.start();
    await t.deps.mailer.send({ ...verifyMail(t, "ada@example.com"), subject: "First" });
    expect((await smtp.waitForMail("ADA@example.com")).subject).toBe("First");
    await t.deps.mailer.send({ ...verifyMail(t, "ada@example.com"), subject: "Second" });
    expect((await smtp.waitForMail("ada@example.com")).subject).toBe("Second");
    await expect(smtp.waitForMail("ada@example.com", { timeoutMs: 200 })).rejects.toThrow(/no e-mail to ada@example.com .*received: ada@example.com: First; ada@example.com: Second/);
  });

  it("refuses a client with the wrong password", async () => {
    smtp = await startTestSmtp();
    const url = new URL(smtp.url);
    url.password = "wrong";
    t = await createTestApp({ SMTP_URL: url.toString() });
    await t.deps.jobs.start();
    await t.deps.mailer.send(verifyMail(t, "ada@example.com"));
    const [failed] = await waitFor("a failed attempt", async () => {
      const rows = await mailJobs(t);
      return rows[0]?.lastError ? rows : undefined;
    });
    expect(failed.lastError).toMatch(/535|Invalid login|auth/i);
    expect(smtp.messages).toEqual([]);
  });

  it("works the same on BullMQ (REDIS_URL): sealed, retried, once per key", async () => {
    const redis = testRedisPrefix();
    after.push(() => redis.clear());
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: redis.prefix });
    expect(t.deps.jobs.backend).toBe("bullmq");
    smtp.failNext(1);
    await t.deps.jobs.start();
    await t.deps.mailer.send(verifyMail(t, "ada@example.com"), { idempotencyKey: "verify:user-1" });
    await t.deps.mailer.send(verifyMail(t, "ada@example.com"), { idempotencyKey: "verify:user-1" });
    const mail = await smtp.waitForMail("ada@example.com");
    const [done] = await waitFor("the job to complete", async () => {
      const page = await t.deps.jobs.list({ state: "completed", limit: 10 });
      return page.jobs.length > 0 ? page.jobs : undefined;
    });
    expect(mail.messageId).toBe(`<mail-${done.id}@localhost>`);
    expect(done.attempts).toBe(2);
    const stored = JSON.stringify(done.payload);
    for (const secret of [CODE, "verifyEmail", "ada@example.com"]) expect(stored).not.toContain(secret);
    expect(smtp.messages).toHaveLength(1);
  });
});
