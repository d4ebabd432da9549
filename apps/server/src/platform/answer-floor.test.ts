import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmail, postJson, postSignUp } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp } from "#testing/test-app";
import { ANSWER_FLOORS } from "./answer-floor";

// The other tests drop the floors (thousands of sign-ups a run); this app keeps the server's own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { answerFloors: ANSWER_FLOORS });
});
afterAll(() => t.close());

/** How long `call` took to answer, in ms. */
async function took(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

describe("answers whose work depends on whether an address has an account wait for their floor", () => {
  it("sign-up answers no sooner than its floor, for a new address and for a registered one", async () => {
    const email = newEmail("floor");
    expect(await took(() => postSignUp(t, { email, password: TEST_PASSWORD }))).toBeGreaterThanOrEqual(ANSWER_FLOORS.signUpMs);
    expect(await took(() => postSignUp(t, { email, password: TEST_PASSWORD }))).toBeGreaterThanOrEqual(ANSWER_FLOORS.signUpMs);
  });

  it("the verification and reset requests answer no sooner than theirs, known address or not", async () => {
    const email = newEmail("floor-mail");
    await postSignUp(t, { email, password: TEST_PASSWORD });
    for (const path of ["/v1/user/send-password-reset-email", "/v1/user/send-verification-email"]) {
      for (const address of [email, newEmail("floor-unknown")]) {
        expect(await took(() => postJson(t, path, { email: address })), `${path} for ${address}`).toBeGreaterThanOrEqual(ANSWER_FLOORS.accountEmailMs);
      }
    }
  });
});
