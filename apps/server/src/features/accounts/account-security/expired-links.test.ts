import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "#db/schema/index";
import { createMailingTestApp, linkParam, newEmail, postJson, postSignUp } from "#testing/account-flows";
import { TEST_PASSWORD, type TestApp } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";
import { checkPasswordResetCode } from "./use-cases/check-password-reset-code";

let t: TestApp;
let smtp: TestSmtp;
let app: Awaited<ReturnType<typeof createMailingTestApp>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** Moves the server's clock (Date only: timers and I/O keep running) `ms` ahead of now. */
function clockAhead(ms: number): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
}

describe("an expired password-reset link", () => {
  it("is refused by the check and by the reset after its hour; the same link worked before", async () => {
    const email = newEmail("late-reset");
    await postSignUp(t, { email, password: TEST_PASSWORD });
    await postJson(t, "/v1/user/send-password-reset-email", { email });
    const code = linkParam(await smtp.waitForMail(email, { subject: /Reset your Vocable password/ }), "oobCode");
    // The use case's own clock: valid now, refused an hour and a minute later.
    expect(await checkPasswordResetCode(t.deps, code)).toEqual({ email });
    await expect(checkPasswordResetCode(t.deps, code, new Date(Date.now() + HOUR + 60_000))).rejects.toMatchObject({ code: "invalid_action_code", status: 400 });

    clockAhead(HOUR + 60_000);
    const checked = await postJson(t, "/v1/user/action-codes/check-password-reset", { oob_code: code });
    expect(checked.status).toBe(400);
    expect(checked.body.detail.status).toBe("invalid_action_code");
    const reset = await postJson(t, "/v1/user/action-codes/reset-password", { oob_code: code, new_password: "a brand new passphrase" });
    expect(reset.status).toBe(400);
    expect(reset.body.detail.status).toBe("invalid_action_code");
    vi.useRealTimers();

    // The old password still signs in: nothing was changed by the late link.
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:8080" },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
  });
});

describe("an expired e-mail verification link", () => {
  it("is refused after its 24 hours and leaves the address unverified; the same link works in time", async () => {
    const email = newEmail("late-verify");
    await postSignUp(t, { email, password: TEST_PASSWORD });
    const code = linkParam(await smtp.waitForMail(email, { subject: /Verify your e-mail/ }), "oobCode");

    clockAhead(24 * HOUR + 60_000);
    const late = await postJson(t, "/v1/user/action-codes/verify-email", { oob_code: code });
    expect(late.status).toBe(400);
    expect(late.body.detail.status).toBe("invalid_action_code");
    vi.useRealTimers();
    const [row] = await t.deps.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row.verified).toBe(false);

    // The refusal was the clock's: in time, the link verifies.
    expect(await postJson(t, "/v1/user/action-codes/verify-email", { oob_code: code })).toEqual({ status: 200, body: { email } });
  });
});
