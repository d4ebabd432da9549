// The PostgreSQL pass leaves this file out: the CLI and its app share a PostgreSQL database of their own, whatever the suite runs on.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#db/client";
import { linkParam, newEmail, postJson, postSignUp, signIn } from "#testing/account-flows";
import { runCompiledCli } from "#testing/run-cli";
import { createTestApp, TEST_PASSWORD, type TestApp } from "#testing/test-app";
import { createTestDatabaseUrl, testPostgresServerUrl } from "#testing/test-database";
import { startTestSmtp, type TestSmtp } from "#testing/test-smtp";

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), "support-cli.ts");
/** The test app's auth secret: the CLI seals the e-mail it queues with it, the app's job runner opens it. */
const AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

let t: TestApp;
let smtp: TestSmtp;
let env: Record<string, string>;

/**
 * `npm run support` against the database a running server uses (PostgreSQL, as an operator with
 * DATABASE_URL would): the CLI queues the e-mail, the server's job runner sends it.
 */
beforeAll(async () => {
  smtp = await startTestSmtp();
  const { url, drop } = await createTestDatabaseUrl(testPostgresServerUrl());
  const database = await openPostgres(url);
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080" }, { database: { ...database, close: async () => (await database.close(), await drop()) } });
  await t.deps.jobs.start();
  env = { ...process.env, DATABASE_URL: url, SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080", BETTER_AUTH_SECRET: AUTH_SECRET, LOG_LEVEL: "warn" } as Record<string, string>;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const cli = (...args: string[]) => runCompiledCli(CLI, args, env);

describe("npm run support", () => {
  it("request-access mails the link; the user's answer shows in list", async () => {
    const email = newEmail("cli");
    await postSignUp(t, { email, password: TEST_PASSWORD });
    const cookie = await signIn(t, email, TEST_PASSWORD);

    const asked = await cli("request-access", email, "--hours", "4", "--by", "Dana", "--reason", "Ticket 12");
    expect(asked.stderr).toBe("");
    expect(asked.code).toBe(0);
    expect(asked.stdout).toContain(`mailed ${email} a request for 4 hours`);
    const mail = await smtp.waitForMail(email, { subject: /Support asks for access/ });
    expect(mail.text).toContain("Dana");
    const code = linkParam(mail, "oobCode");

    expect((await cli("list", email)).stdout).toContain("no answers");
    expect((await postJson(t, "/v1/user/sign-in-requests/verify", { sign_in_request_verification_code: code }, cookie)).status).toBe(200);
    const listed = await cli("list", email);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${email.replace(/[.+]/g, "\\$&")}\\s+active\\s+answered \\S+\\s+until \\S+\\s+asked by Dana\\s+"Ticket 12"`));
    expect((await cli("list")).stdout).toContain(email);
  }, 120_000);

  it("refuses bad input with the usage and exit code 2, and an unknown address with 1", async () => {
    for (const args of [[], ["nonsense"], ["request-access"], ["request-access", "a@b.c", "--hours", "0"], ["request-access", "a@b.c", "--hours", "169"], ["list", "--limit", "x"]]) {
      const res = await cli(...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr).toContain("usage: npm run support");
    }
    const unknown = await cli("request-access", newEmail("nobody"));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account has the e-mail address");
  }, 120_000);
});
