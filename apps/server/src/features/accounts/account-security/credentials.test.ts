import { TOO_MANY_ATTEMPTS } from "@vocable/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, linkParam, postJson, postSignUp, signIn, waitForJobsIdle, createMailingTestApp, newEmail } from "#testing/account-flows";
import { MAIL_SEND_JOB } from "#platform/mail/mailer";
import type { JobContext } from "#platform/jobs/job-types";
import { SEND_ACCOUNT_EMAIL_JOB, sendAccountEmailJob } from "./jobs/send-account-email";
import { TEST_PASSWORD, type TestApp } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";

let t: TestApp;
let smtp: TestSmtp;
let app: Awaited<ReturnType<typeof createMailingTestApp>>;
const PASSWORD = TEST_PASSWORD;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
});
afterAll(() => app.close());

describe("sign-up", () => {
  it("answers a new and a registered address alike, and tells only the mailbox which it was", async () => {
    const email = newEmail("twice");
    const first = await postSignUp(t, { email, password: PASSWORD });
    const second = await postSignUp(t, { email, password: "another good passphrase" });
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      // No session either way: one only for new addresses would tell them apart.
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const [a, b] = [await first.json(), await second.json()];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.token).toBeNull();
    expect(b.token).toBeNull();
    expect(Object.keys(a.user).sort()).toEqual(Object.keys(b.user).sort());

    const verify = await smtp.waitForMail(email, { subject: /Verify your e-mail/ });
    expect(verify.text).toContain("Vocable");
    expect(verify.html).toContain("Verify e-mail");
    const attempt = await smtp.waitForMail(email, { subject: /tried to sign up/ });
    expect(linkParam(attempt, "email")).toBe(email);
  });

  it("lets an unverified user sign in, and the mailed link verifies the address once", async () => {
    const email = newEmail("verify");
    await postSignUp(t, { email, password: PASSWORD });
    const cookie = await signIn(t, email, PASSWORD);
    const before = await (await t.request("/api/auth/get-session", { headers: { cookie } })).json();
    expect(before.user.emailVerified).toBe(false);

    const mail = await smtp.waitForMail(email, { subject: /Verify your e-mail/ });
    const link = new URL(mail.text.match(/http:\/\/localhost:8080\/app\/sign-in\?[^\s]+/)![0]);
    expect(link.searchParams.get("mode")).toBe("verifyEmail");
    expect(link.searchParams.get("continueUrl")).toBe("http://localhost:8080/app/sign-in");
    const code = link.searchParams.get("oobCode")!;

    const applied = await postJson(t, "/v1/user/action-codes/verify-email", { oob_code: code });
    expect(applied).toEqual({ status: 200, body: { email } });
    const after = await (await t.request("/api/auth/get-session", { headers: { cookie } })).json();
    expect(after.user.emailVerified).toBe(true);
    // The same link again: the address stays verified, the answer is the same.
    expect((await postJson(t, "/v1/user/action-codes/verify-email", { oob_code: code })).body).toEqual({ email });

    // Its footer turns product updates off, signed in or not.
    const optOut = new URL(mail.text.match(/Unsubscribe from product updates: (\S+)/)![1]);
    expect(optOut.searchParams.get("mode")).toBe("optOutOfUpdates");
    await postJson(t, "/v1/user/edit-user-metadata", { account_metadata: { agrees_to_product_updates: true } }, cookie);
    expect((await postJson(t, "/v1/user/opt-out-of-updates", { opt_out_updates_key: optOut.searchParams.get("oobCode") })).status).toBe(200);
    expect((await (await t.request("/v1/user", { headers: { cookie } })).json()).agrees_to_product_updates).toBe(false);
  });

  it("refuses a forged or tampered verification code", async () => {
    for (const code of ["not-a-token", "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.x"]) {
      const res = await postJson(t, "/v1/user/action-codes/verify-email", { oob_code: code });
      expect(res.status).toBe(400);
      expect(res.body.detail.status).toBe("invalid_action_code");
    }
  });

  it("refuses weak passwords and bad names with the reason, alike for a registered address", async () => {
    const registered = newEmail("weak");
    await postSignUp(t, { email: registered, password: PASSWORD });
    const cases: [string, RegExp][] = [
      ["password", /at least 8|most common/],
      ["        ", /only spaces/],
      ["short", /at least 8/],
      ["x".repeat(129), /at most 128/],
      ["password1", /most common/],
      ["qwertyuiop", /most common/],
    ];
    for (const [password, reason] of cases) {
      for (const email of [newEmail("weak-new"), registered]) {
        const res = await postSignUp(t, { email, password });
        expect(res.status, `${JSON.stringify(password)} for ${email}`).toBe(400);
        expect((await res.json()).message).toMatch(reason);
      }
    }
    const longName = await postSignUp(t, { name: "N".repeat(101), email: newEmail("name"), password: PASSWORD });
    expect(longName.status).toBe(400);
    expect((await longName.json()).message).toMatch(/at most 100 characters/);
    const blankName = await postSignUp(t, { name: "   ", email: newEmail("name"), password: PASSWORD });
    expect(blankName.status).toBe(400);
  });
});

describe("verification and reset e-mails by address", () => {
  it("answer the same for a registered and an unknown address; only a registered one gets mail", async () => {
    const email = newEmail("known");
    await postSignUp(t, { email, password: PASSWORD });
    await smtp.waitForMail(email, { subject: /Verify your e-mail/ });
    const unknown = newEmail("unknown");
    for (const path of ["/v1/user/send-password-reset-email", "/v1/user/send-verification-email"]) {
      const known = await postJson(t, path, { email });
      const missing = await postJson(t, path, { email: unknown });
      expect(known).toEqual({ status: 200, body: { status: "ok" } });
      expect(missing).toEqual(known);
    }
    await smtp.waitForMail(email, { subject: /Reset your Vocable password/ });
    await smtp.waitForMail(email, { subject: /Verify your e-mail/ });
    // Let the jobs for the unknown address run, then check nothing was sent to it.
    await waitForJobsIdle(t, SEND_ACCOUNT_EMAIL_JOB);
    await waitForJobsIdle(t, MAIL_SEND_JOB);
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(unknown))).toEqual([]);
  });

  it("limit requests for one address: the fourth in ten minutes is refused with the spec's text", async () => {
    const email = newEmail("limited");
    for (let i = 0; i < 3; i++) expect((await postJson(t, "/v1/user/send-password-reset-email", { email })).status).toBe(200);
    const refused = await postJson(t, "/v1/user/send-password-reset-email", { email });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toEqual({ status: "too_many_attempts", message: TOO_MANY_ATTEMPTS });
  });

  it("refuse malformed input with a 422, never a 500", async () => {
    for (const body of [{ email: "" }, { email: "no-at-sign" }, { email: "a\u0000@b.c" }, { email: "\ud800@b.c" }, { email: `${"a".repeat(300)}@b.c` }, {}]) {
      expect((await postJson(t, "/v1/user/send-password-reset-email", body)).status).toBe(422);
    }
  });
});

describe("the account.send-email job", () => {
  it("sends one e-mail however often one job runs (a rerun after a crash), and each job its own", async () => {
    const email = newEmail("rerun");
    await postSignUp(t, { email, password: PASSWORD });
    await smtp.waitForMail(email, { subject: /Verify your e-mail/ }); // sign-up's own
    const job = sendAccountEmailJob(t.deps);
    const run = (jobId: string, kind: "verify-email" | "reset-password", attempt: number) => {
      const ctx: JobContext = { jobId, attempt, signal: new AbortController().signal, progress: async () => {}, log: t.deps.log };
      return job.handler({ kind, email, continueUrl: "http://localhost:8080/app/sign-in" }, ctx);
    };
    for (const kind of ["reset-password", "verify-email"] as const) {
      // The same job three times: its process died after the e-mail was queued, then a retry.
      for (let attempt = 1; attempt <= 3; attempt++) await run(`rerun-${kind}-${email}`, kind, attempt);
    }
    await run(`another-${email}`, "reset-password", 1);
    const firstReset = await smtp.waitForMail(email, { subject: /Reset your Vocable password/ });
    await smtp.waitForMail(email, { subject: /Reset your Vocable password/ });
    await smtp.waitForMail(email, { subject: /Verify your e-mail/ });
    await waitForJobsIdle(t, MAIL_SEND_JOB);
    const received = smtp.messages.filter((m) => m.envelopeTo.includes(email)).map((m) => m.subject);
    expect(received.filter((subject) => /Reset your Vocable password/.test(subject))).toHaveLength(2);
    expect(received.filter((subject) => /Verify your e-mail/.test(subject))).toHaveLength(2);
    // The link of the one e-mail the rerun job sent still works.
    expect(await postJson(t, "/v1/user/action-codes/check-password-reset", { oob_code: linkParam(firstReset, "oobCode") })).toEqual({ status: 200, body: { email } });
  });
});

describe("password reset", () => {
  it("checks the code, refuses a weak password without using the link, sets the new one once and ends every session", async () => {
    const email = newEmail("reset");
    await postSignUp(t, { email, password: PASSWORD });
    const phone = await signIn(t, email, PASSWORD, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1");
    expect((await t.request("/v1/user", { headers: { cookie: phone } })).status).toBe(200);

    await postJson(t, "/v1/user/send-password-reset-email", { email, continue_url: "https://evil.example/steal" });
    const mail = await smtp.waitForMail(email, { subject: /Reset your Vocable password/ });
    const code = linkParam(mail, "oobCode");
    expect(linkParam(mail, "mode")).toBe("resetPassword");
    // A foreign continue URL is replaced by the sign-in page.
    expect(linkParam(mail, "continueUrl")).toBe("http://localhost:8080/app/sign-in");
    expect(mail.text).toContain("http://localhost:8080/app/sign-in/reset-password?");

    expect(await postJson(t, "/v1/user/action-codes/check-password-reset", { oob_code: code })).toEqual({ status: 200, body: { email } });
    const weak = await postJson(t, "/v1/user/action-codes/reset-password", { oob_code: code, new_password: "password" });
    expect(weak.status).toBe(400);
    expect(weak.body.detail.status).toBe("weak_password");

    const done = await postJson(t, "/v1/user/action-codes/reset-password", { oob_code: code, new_password: "a brand new passphrase" });
    expect(done).toEqual({ status: 200, body: { status: "ok" } });
    expect((await t.request("/v1/user", { headers: { cookie: phone } })).status).toBe(401);
    await expect(signIn(t, email, PASSWORD)).rejects.toThrow(/401/);
    expect(await signIn(t, email, "a brand new passphrase")).toMatch(/session_token/);
    await smtp.waitForMail(email, { subject: /password was changed/ });

    // The link is used up.
    const again = await postJson(t, "/v1/user/action-codes/reset-password", { oob_code: code, new_password: "yet another passphrase" });
    expect(again.status).toBe(400);
    expect(again.body.detail.status).toBe("invalid_action_code");
    expect((await postJson(t, "/v1/user/action-codes/check-password-reset", { oob_code: code })).status).toBe(400);
  });

  it("keeps no usable token in the database", async () => {
    const email = newEmail("hashed");
    await postSignUp(t, { email, password: PASSWORD });
    await postJson(t, "/v1/user/send-password-reset-email", { email });
    const code = linkParam(await smtp.waitForMail(email, { subject: /Reset your Vocable password/ }), "oobCode");
    const rows = await t.deps.db.execute(sql`select identifier, value from verification`);
    const dump = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(dump).not.toContain(code);
  });
});

describe("change password", () => {
  it("checks the current password and the policy, then ends every other session", async () => {
    const email = newEmail("change");
    await postSignUp(t, { email, password: PASSWORD });
    const laptop = await signIn(t, email, PASSWORD);
    const phone = await signIn(t, email, PASSWORD);

    const wrong = await postJson(t, "/v1/user/change-password", { current_password: "not my password", new_password: "a brand new passphrase" }, laptop);
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail.status).toBe("invalid_password");
    const weak = await postJson(t, "/v1/user/change-password", { current_password: PASSWORD, new_password: "12345678" }, laptop);
    expect(weak.status).toBe(400);
    expect(weak.body.detail.status).toBe("weak_password");

    const res = await t.request("/v1/user/change-password", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:8080", cookie: laptop },
      body: JSON.stringify({ current_password: PASSWORD, new_password: "a brand new passphrase" }),
    });
    expect(res.status).toBe(200);
    const renewed = cookieOf(res);
    expect(renewed).toMatch(/session_token/);
    expect((await t.request("/v1/user", { headers: { cookie: renewed } })).status).toBe(200);
    expect((await t.request("/v1/user", { headers: { cookie: phone } })).status).toBe(401);
    await smtp.waitForMail(email, { subject: /password was changed/ });
  });

  it("cannot be done with an API key", async () => {
    const user = await t.signUp();
    const res = await t.request("/v1/user/change-password", {
      method: "POST",
      headers: { "content-type": "application/json", "xi-api-key": user.apiKey },
      body: JSON.stringify({ current_password: PASSWORD, new_password: "a brand new passphrase" }),
    });
    expect(res.status).toBe(403);
  });
});
