import { inspect } from "node:util";
import { sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jsonHeaders, linkParam, newEmail, postSignUp, waitForJobsIdle } from "#testing/account-flows";
import { MAIL_SEND_JOB } from "#platform/mail/mailer";
import type { Logger } from "#platform/logger";
import { createTestApp, type TestApp } from "#testing/test-app";
import { startTestSmtp, type TestSmtp } from "#testing/test-smtp";
import { SEND_ACCOUNT_EMAIL_JOB } from "./jobs/send-account-email";

/**
 * No secret is kept in clear or logged: an account goes through sign-up, a password reset request,
 * a sensitive-action proof, an API key, TOTP set-up and backup codes on an app that sends e-mail over
 * SMTP and logs everything (debug, its own logger and Better Auth's console; two deliveries fail and
 * are logged with their error); then every row of every table and every log line are searched for
 * each secret.
 */
const PASSWORD = "violet harbour lantern 4821";
const logged: string[] = [];
const capture = (level: string) => (msg: string, extra?: unknown) => void logged.push(`${level} ${msg} ${extra === undefined ? "" : inspect(extra, { depth: 10 })}`);
const log: Logger = { debug: capture("debug"), info: capture("info"), warn: capture("warn"), error: capture("error") };

let t: TestApp;
let smtp: TestSmtp;
const secrets: Record<string, string> = {};

/** A browser's cookie header, kept up to date from Set-Cookie answers. */
const jar = new Map<string, string>();
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
async function call(path: string, body?: unknown, method = "POST") {
  const res = await t.request(path, { method, headers: jsonHeaders(cookie()), body: body === undefined ? undefined : JSON.stringify(body) });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair.indexOf("=");
    if (pair.slice(i + 1)) jar.set(pair.slice(0, i), pair.slice(i + 1));
    else jar.delete(pair.slice(0, i));
  }
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(`console.${method} ${args.map((a) => (typeof a === "string" ? a : inspect(a, { depth: 10 }))).join(" ")}`));
  }
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080", LOG_LEVEL: "debug" }, { log });
  await t.deps.jobs.start();

  const email = newEmail("secrets");
  secrets.password = PASSWORD;
  expect((await postSignUp(t, { email, password: PASSWORD })).status).toBe(200);
  secrets.verificationCode = linkParam(await smtp.waitForMail(email, { subject: /Verify your e-mail/ }), "oobCode");
  expect((await call("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);

  // The SMTP server refuses the next two messages: the failed deliveries are logged (with the error) and retried.
  smtp.failNext(2);
  expect((await call("/v1/user/send-password-reset-email", { email })).status).toBe(200);
  secrets.resetCode = linkParam(await smtp.waitForMail(email, { subject: /Reset your Vocable password/ }), "oobCode");

  expect((await call("/v1/user/create-api-key", { name: "k" })).status).toBe(403);
  secrets.sensitiveActionCode = linkParam(await smtp.waitForMail(email, { subject: /Confirm it's you/ }), "sensitiveActionVerificationCode");
  expect((await call("/v1/user/verify-sensitive-action-code", { code: secrets.sensitiveActionCode })).status).toBe(200);
  const key = await call("/v1/user/create-api-key", { name: "k" });
  expect(key.status).toBe(200);
  secrets.apiKey = key.body.api_key;

  const enable = await call("/api/auth/two-factor/enable", { password: PASSWORD });
  expect(enable.status).toBe(200);
  const totp = OTPAuth.URI.parse(enable.body.totpURI) as OTPAuth.TOTP;
  secrets.totpSecret = totp.secret.base32;
  expect((await call("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status).toBe(200);

  const codes = await call("/v1/user/backup-code");
  expect(codes.status).toBe(200);
  expect(codes.body.backup_codes).toHaveLength(10);
  codes.body.backup_codes.forEach((code: string, i: number) => (secrets[`backupCode${i}`] = code));

  await waitForJobsIdle(t, SEND_ACCOUNT_EMAIL_JOB);
  await waitForJobsIdle(t, MAIL_SEND_JOB);
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
  await smtp.close();
});

describe("secrets at rest and in the log", () => {
  it("were all made (the flows ran)", () => {
    expect(Object.keys(secrets)).toHaveLength(16);
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThanOrEqual(8);
  });

  it("no row of any table holds one in clear", async () => {
    const tables = (await t.deps.db.execute(sql`select table_schema, table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`)) as unknown as {
      rows: { table_schema: string; table_name: string }[];
    };
    const names = tables.rows.map((r) => r.table_name);
    for (const expected of ["user", "account", "verification", "account_action_code", "backup_code", "two_factor", "api_key", "job", "session"]) expect(names).toContain(expected);
    let rows = 0;
    for (const { table_schema, table_name } of tables.rows) {
      const result = (await t.deps.db.execute(sql.raw(`select t::text as row from "${table_schema}"."${table_name}" t`))) as unknown as { rows: { row: string }[] };
      rows += result.rows.length;
      for (const { row } of result.rows) {
        for (const [name, value] of Object.entries(secrets)) expect(row.includes(value), `${name} in ${table_schema}.${table_name}`).toBe(false);
      }
    }
    expect(rows).toBeGreaterThan(20);
  });

  it("no log line, the server's or Better Auth's, holds one", () => {
    // The capture works: the refused deliveries were logged, with their error.
    expect(logged.filter((line) => /job mail\.send \S+ failed \(attempt 1 of 8\)/.test(line)).length).toBeGreaterThanOrEqual(1);
    const all = logged.join("\n");
    for (const [name, value] of Object.entries(secrets)) expect(all.includes(value), `${name} logged`).toBe(false);
  });
});
