import { randomInt } from "node:crypto";
import { TOO_MANY_ATTEMPTS } from "@vocable/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonHeaders, newEmail } from "#testing/account-flows";
import { createTestApp, type TestApp } from "#testing/test-app";

/** SIGN_IN_RATE_LIMIT: the mailed codes one client may try a minute (like every credential endpoint). */
const PER_CLIENT = 3;
let t: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy each test calls from its own address, so the per-client counts do not mix.
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: String(PER_CLIENT), TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function post(path: string, body: unknown, opts: { ip: string; cookie?: string }) {
  const res = await t.request(path, { method: "POST", headers: jsonHeaders(opts.cookie, { "x-forwarded-for": opts.ip }), body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

describe("POST /v1/user/send-verification-email, per address", () => {
  it("answers three requests for one address in ten minutes and refuses the fourth, from any client, with the spec's text", async () => {
    const email = newEmail("verify-limit");
    // A new client address each time: the per-address limit holds whoever asks.
    for (let i = 0; i < 3; i++) expect((await post("/v1/user/send-verification-email", { email }, { ip: newIp() })).status).toBe(200);
    const refused = await post("/v1/user/send-verification-email", { email }, { ip: newIp() });
    expect(refused).toEqual({ status: 429, body: { detail: { status: "too_many_attempts", message: TOO_MANY_ATTEMPTS } } });
    expect(TOO_MANY_ATTEMPTS).toBe("Too many attempts, please try again in a few minutes.");
    // Another address, and a reset e-mail for the same address, are counted apart.
    expect((await post("/v1/user/send-verification-email", { email: newEmail("other") }, { ip: newIp() })).status).toBe(200);
    expect((await post("/v1/user/send-password-reset-email", { email }, { ip: newIp() })).status).toBe(200);
  });
});

describe("mailed codes tried by one client", () => {
  it("check-password-reset: SIGN_IN_RATE_LIMIT a minute, then 429 with the spec's text; another client still gets its answer", async () => {
    const ip = newIp();
    for (let i = 0; i < PER_CLIENT; i++) {
      const wrong = await post("/v1/user/action-codes/check-password-reset", { oob_code: `forged-${i}` }, { ip });
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail.status).toBe("invalid_action_code");
    }
    const refused = await post("/v1/user/action-codes/check-password-reset", { oob_code: "forged-last" }, { ip });
    expect(refused).toEqual({ status: 429, body: { detail: { status: "too_many_attempts", message: TOO_MANY_ATTEMPTS } } });
    expect((await post("/v1/user/action-codes/check-password-reset", { oob_code: "forged" }, { ip: newIp() })).status).toBe(400);
  });

  it("verify-sensitive-action-code: the same limit for a signed-in user's client", async () => {
    const user = await t.signUp("Limited Prover");
    const ip = newIp();
    for (let i = 0; i < PER_CLIENT; i++) {
      const wrong = await post("/v1/user/verify-sensitive-action-code", { code: `forged-${i}` }, { ip, cookie: user.cookie });
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail.status).toBe("invalid_action_code");
    }
    const refused = await post("/v1/user/verify-sensitive-action-code", { code: "forged-last" }, { ip, cookie: user.cookie });
    expect(refused).toEqual({ status: 429, body: { detail: { status: "too_many_attempts", message: TOO_MANY_ATTEMPTS } } });
    expect((await post("/v1/user/verify-sensitive-action-code", { code: "forged" }, { ip: newIp(), cookie: user.cookie })).status).toBe(400);
  });
});
