import { and, eq, inArray } from "drizzle-orm";
import { job } from "#db/schema/index";
import { createTestApp, type TestApp } from "./test-app";
import { linksOf, startTestSmtp, type ReceivedMail, type TestSmtp } from "./test-smtp";

const ORIGIN = "http://localhost:8080";

/** JSON request headers a browser on the app's origin would send, with a cookie when given. */
export function jsonHeaders(cookie?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { "content-type": "application/json", origin: ORIGIN, ...(cookie ? { cookie } : {}), ...extra };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** POST /api/auth/sign-up/email as the sign-up form does; returns the raw answer. */
export function postSignUp(t: TestApp, input: { name?: string; email: string; password: string }): Promise<Response> {
  return t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: jsonHeaders(),
    body: JSON.stringify({ name: input.name ?? "Test User", email: input.email, password: input.password }),
  });
}

/** Signs in with e-mail and password; returns the session cookie (throws on anything but 200). */
export async function signIn(t: TestApp, email: string, password: string, userAgent?: string): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: jsonHeaders(undefined, userAgent ? { "user-agent": userAgent } : {}),
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/** A query parameter of the first link in a mail whose URL has it. */
export function linkParam(mail: ReceivedMail, name: string): string {
  for (const link of linksOf(mail)) {
    const value = new URL(link).searchParams.get(name);
    if (value) return value;
  }
  throw new Error(`no link with ${name} in "${mail.subject}": ${linksOf(mail).join(", ")}`);
}

/** POSTs JSON to an API route (optionally signed in) and returns status and parsed body. */
export async function postJson(t: TestApp, path: string, body: unknown, cookie?: string, method = "POST") {
  const res = await t.request(path, { method, headers: jsonHeaders(cookie), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Waits until no job of `kind` is waiting or running (e.g. every e-mail a request asked for was sent or skipped). */
export async function waitForJobsIdle(t: TestApp, kind: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await t.deps.db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.kind, kind), inArray(job.state, ["waiting", "active"])))
      .limit(1);
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${kind} jobs still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let addresses = 0;
/** A fresh address for a test account. */
export function newEmail(tag: string): string {
  return `${tag}-${process.pid}-${++addresses}-${Date.now()}@example.com`;
}

/** An app that sends its e-mail over SMTP to a test SMTP server, with its job runner started. */
export async function createMailingTestApp(): Promise<{ t: TestApp; smtp: TestSmtp; close(): Promise<void> }> {
  const smtp = await startTestSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080" });
  await t.deps.jobs.start();
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
