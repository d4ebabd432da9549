import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user, userDevice, userProfile, workspace, workspaceMember } from "#db/schema/index";
import { newId } from "#platform/ids";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { makeOptOutUpdatesKey, optOutUpdatesUrl } from "#features/accounts/account/opt-out-updates-key";
import { serverSecret } from "#features/accounts/account/server-secret";
import { hashApiKey, insertApiKey } from "#features/developers/api-keys/repo";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

const NUL = "a\u0000b";
const LONE_SURROGATE = "a\uD800b";

function call(user: TestUser | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = user ? { "xi-api-key": user.apiKey } : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  return t.request(path, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
}
const post = (user: TestUser | null, path: string, body?: unknown) => call(user, "POST", path, body);
const me = async (user: TestUser) => (await call(user, "GET", "/v1/user")).json();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://vocable.example" });
  alice = await t.signUp("Alice Example");
  bob = await t.signUp("Bob");
});
afterAll(() => t.close());

describe("GET /v1/user: the spec §3 fields", () => {
  it("answers a new user's profile with honest defaults and no secret", async () => {
    const user = await me(alice);
    expect(user).toMatchObject({
      email_verified: false,
      first_name: "Alice",
      is_new_user: true,
      is_onboarding_completed: false,
      is_onboarding_checklist_completed: false,
      onboarding_survey: null,
      agrees_to_product_updates: false,
      public_user_name: null,
      profile_page_handle: null,
      audio_native: null,
      prompts_shown: { long_content_use_projects: false, dubbing_use_cases_banner: false },
      ccpa_opt_out: false,
      geo_location: null,
      accepted_bipa_terms: false,
      is_in_probation: false,
      moderation_warning_dismissed: false,
      is_producer: false,
      referral_link_code: null,
      locale: null,
      sms_mfa_factor: null,
      totp_mfa_factor: null,
      has_backup_codes: false,
      allowed_to_extend_character_limit: false,
      max_character_limit_extension: 0,
      session_inactivity_timeout: null,
      seat_type: "workspace_admin",
    });
    expect(user.public_user_id).toMatch(/^\w{20}$/);
    expect(user.created_at_unix).toBe(user.created_at);
    expect(Object.values(user.terms_agreed_to)).toEqual([null, null, null, null, null, null, null]);
    expect(Object.keys(user.terms_agreed_to)).toContain("voice_design_agreement");
    // The API key that the test sign-up made ticked its checklist item already.
    expect(user.onboarding_checklist.items.find((i: { onboarding_checklist_item_id: string }) => i.onboarding_checklist_item_id === "generate_api_key").is_completed).toBe(true);
    const text = JSON.stringify(user);
    expect(text).not.toContain("backup_code_hash");
    expect(text).not.toContain(alice.apiKey);
  });

  it("carries the workspace's inactivity timeout", async () => {
    await t.deps.db.update(workspace).set({ sessionInactivityTimeout: 900 }).where(eq(workspace.id, bob.workspaceId));
    expect((await me(bob)).session_inactivity_timeout).toBe(900);
    expect((await me(alice)).session_inactivity_timeout).toBeNull();
  });
});

describe("POST /v1/user/edit-user-metadata", () => {
  it("sets the product-update consent and ignores a geo_location sent by the client", async () => {
    const res = await post(alice, "/v1/user/edit-user-metadata", { account_metadata: { agrees_to_product_updates: true, geo_location: { country: "US", region: "il" } } });
    expect(res.status).toBe(200);
    const user = await me(alice);
    expect(user.agrees_to_product_updates).toBe(true);
    expect(user.geo_location).toBeNull();
    expect((await me(bob)).agrees_to_product_updates).toBe(false);
  });

  it.each([
    ["a string for the consent", { account_metadata: { agrees_to_product_updates: "yes" } }],
    ["no account_metadata", {}],
    ["an array", []],
  ])("refuses %s with 422", async (_name, body) => {
    expect((await post(alice, "/v1/user/edit-user-metadata", body)).status).toBe(422);
  });

  it("refuses a caller without credentials", async () => {
    expect((await post(null, "/v1/user/edit-user-metadata", { account_metadata: {} })).status).toBe(401);
  });
});

describe("POST /v1/user/dismiss-moderation-warning", () => {
  it("dismisses it for the caller only", async () => {
    expect((await post(bob, "/v1/user/dismiss-moderation-warning")).status).toBe(200);
    expect((await me(bob)).moderation_warning_dismissed).toBe(true);
    expect((await me(alice)).moderation_warning_dismissed).toBe(false);
  });
});

describe("public user name", () => {
  it("suggests adjective-noun-number names without saving them", async () => {
    const names = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await post(alice, "/v1/user/generate-name");
      expect(res.status).toBe(200);
      const { name } = await res.json();
      expect(name).toMatch(/^[a-z]+-[a-z]+-\d{1,4}$/);
      names.add(name);
    }
    expect(names.size).toBeGreaterThan(1);
    expect((await me(alice)).public_user_name).toBeNull();
  });

  it("updates it with “Public name updated”, trimmed; empty clears it", async () => {
    const res = await post(alice, "/v1/user/update-public-user-name", { public_user_name: "  Alice the Voice  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", message: "Public name updated" });
    expect((await me(alice)).public_user_name).toBe("Alice the Voice");
    expect((await me(bob)).public_user_name).toBeNull();
    await post(alice, "/v1/user/update-public-user-name", { public_user_name: "" });
    expect((await me(alice)).public_user_name).toBeNull();
  });

  it.each([
    ["NUL", NUL],
    ["a lone surrogate", LONE_SURROGATE],
    ["a line break", "two\nlines"],
    ["51 characters", "x".repeat(51)],
    ["a number", 42],
    ["null", null],
  ])("refuses %s with 422 and keeps the name", async (_name, value) => {
    await post(alice, "/v1/user/update-public-user-name", { public_user_name: "Kept" });
    const res = await post(alice, "/v1/user/update-public-user-name", { public_user_name: value });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0].loc).toEqual(["body", "public_user_name"]);
    expect((await me(alice)).public_user_name).toBe("Kept");
  });

  it("takes exactly 50 characters, emoji included", async () => {
    const name = "🎙".repeat(25); // 25 emoji = 50 UTF-16 code units
    expect((await post(alice, "/v1/user/update-public-user-name", { public_user_name: name })).status).toBe(200);
    expect((await me(alice)).public_user_name).toBe(name);
  });
});

describe("referral link", () => {
  it("makes the code on the first ask and keeps it", async () => {
    const first = await call(alice, "GET", "/v1/user/referral-link");
    expect(first.status).toBe(200);
    const { referral_link } = await first.json();
    const url = new URL(referral_link);
    expect(url.origin).toBe("https://vocable.example");
    expect(url.pathname).toBe("/");
    const code = url.searchParams.get("via");
    expect(code).toMatch(/^\w{10}$/);
    expect((await (await call(alice, "GET", "/v1/user/referral-link")).json()).referral_link).toBe(referral_link);
    expect((await me(alice)).referral_link_code).toBe(code);
    const bobs = new URL((await (await call(bob, "GET", "/v1/user/referral-link")).json()).referral_link).searchParams.get("via");
    expect(bobs).not.toBe(code);
  });

  it("agrees on one code when asked twice at once", async () => {
    const carol = await t.signUp("Carol");
    const links = await Promise.all([1, 2, 3].map(async () => (await (await call(carol, "GET", "/v1/user/referral-link")).json()).referral_link));
    expect(new Set(links).size).toBe(1);
  });
});

describe("POST /v1/user/post-registration-user-setup (referrals)", () => {
  async function codeOf(user: TestUser) {
    return new URL((await (await call(user, "GET", "/v1/user/referral-link")).json()).referral_link).searchParams.get("via")!;
  }
  const referredBy = async (user: TestUser) =>
    (await t.deps.db.select({ code: userProfile.referredByCode }).from(userProfile).where(eq(userProfile.userId, user.userId)))[0].code;

  it("records the referral code a new user came with, once, ignoring xid and the marketplace token", async () => {
    const code = await codeOf(alice);
    const dan = await t.signUp("Dan");
    const res = await post(dan, "/v1/user/post-registration-user-setup", { pid: code, xid: "click-1", gcp_marketplace_jwt: "eyJhbGciOi.x.y" });
    expect(res.status).toBe(200);
    expect(await referredBy(dan)).toBe(code);
    // A second call cannot move the referral to someone else.
    await post(dan, "/v1/user/post-registration-user-setup", { pid: await codeOf(bob) });
    expect(await referredBy(dan)).toBe(code);
  });

  it("records nothing for an unknown code, the user's own code, or no body", async () => {
    const erin = await t.signUp("Erin");
    expect((await post(erin, "/v1/user/post-registration-user-setup", { pid: "no-such-code" })).status).toBe(200);
    expect((await post(erin, "/v1/user/post-registration-user-setup", { pid: await codeOf(erin) })).status).toBe(200);
    expect((await post(erin, "/v1/user/post-registration-user-setup")).status).toBe(200);
    expect(await referredBy(erin)).toBeNull();
  });

  it("records nothing for an account older than a day", async () => {
    const gus = await t.signUp("Gus");
    await t.deps.db.update(user).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(user.id, gus.userId));
    expect((await post(gus, "/v1/user/post-registration-user-setup", { pid: await codeOf(alice) })).status).toBe(200);
    expect(await referredBy(gus)).toBeNull();
  });

  it("refuses hostile values with 422", async () => {
    for (const body of [{ pid: NUL }, { pid: LONE_SURROGATE }, { pid: "x".repeat(201) }, { xid: 5 }, { gcp_marketplace_jwt: "x".repeat(8193) }]) {
      expect((await post(bob, "/v1/user/post-registration-user-setup", body)).status).toBe(422);
    }
  });
});

describe("POST /v1/user/record-device-fingerprint", () => {
  it("stores a keyed hash of the fingerprint, once per device", async () => {
    const fingerprint = "fp-1234567890abcdef";
    expect((await post(bob, "/v1/user/record-device-fingerprint", { fingerprint })).status).toBe(200);
    expect((await post(bob, "/v1/user/record-device-fingerprint", { fingerprint })).status).toBe(200);
    const rows = await t.deps.db.select().from(userDevice).where(eq(userDevice.userId, bob.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].fingerprintHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].fingerprintHash).not.toContain(fingerprint);
    expect(await t.deps.db.select().from(userDevice).where(eq(userDevice.userId, alice.userId))).toHaveLength(0);
  });

  it("refuses empty, NUL, surrogate and oversized fingerprints", async () => {
    for (const fingerprint of ["", NUL, LONE_SURROGATE, "x".repeat(513), 12]) {
      expect((await post(bob, "/v1/user/record-device-fingerprint", { fingerprint })).status).toBe(422);
    }
  });
});

describe("alpha access", () => {
  it("is not granted; a request is recorded", async () => {
    expect(await (await call(alice, "GET", "/v1/user/has-alpha-access")).json()).toEqual({ has_alpha_access: false, alpha_access_requested: false });
    const res = await post(alice, "/v1/user/request-alpha-access");
    expect(await res.json()).toEqual({ has_alpha_access: false, alpha_access_requested: true });
    expect(await (await call(alice, "GET", "/v1/user/has-alpha-access")).json()).toEqual({ has_alpha_access: false, alpha_access_requested: true });
    expect((await (await call(bob, "GET", "/v1/user/has-alpha-access")).json()).alpha_access_requested).toBe(false);
  });
});

describe("GET /v1/user/rand", () => {
  it("answers different numbers in [0, 1)", async () => {
    const values = await Promise.all([1, 2, 3, 4].map(async () => (await (await call(alice, "GET", "/v1/user/rand")).json()).rand as number));
    for (const value of values) expect(value >= 0 && value < 1).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(1);
  });
});

describe("POST /v1/user/accept-bipa-terms", () => {
  it("records acceptance for the caller", async () => {
    expect((await post(bob, "/v1/user/accept-bipa-terms")).status).toBe(200);
    expect((await me(bob)).accepted_bipa_terms).toBe(true);
    expect((await me(alice)).accepted_bipa_terms).toBe(false);
  });
});

describe("POST /v1/user/edit", () => {
  it("sets the CCPA opt-out of the caller", async () => {
    expect((await post(alice, "/v1/user/edit", { ccpa_opt_out: true })).status).toBe(200);
    expect((await me(alice)).ccpa_opt_out).toBe(true);
    expect((await me(bob)).ccpa_opt_out).toBe(false);
  });

  it("sets the first name, trimmed; refuses an empty or hostile one", async () => {
    expect((await post(alice, "/v1/user/edit", { first_name: "  Alicia " })).status).toBe(200);
    expect((await me(alice)).first_name).toBe("Alicia");
    for (const first_name of ["  ", NUL, LONE_SURROGATE, "x".repeat(51), "a\tb", false]) {
      expect((await post(alice, "/v1/user/edit", { first_name })).status).toBe(422);
    }
    expect((await me(alice)).first_name).toBe("Alicia");
    expect((await me(bob)).first_name).toBe("Bob");
  });

  it("refuses a character limit extension the free plan does not have", async () => {
    const res = await post(alice, "/v1/user/edit", { allowed_to_extend_character_limit: true });
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toEqual({
      status: "subscription_required",
      message: "Usage-based billing for extra characters is not included in the Free plan: it needs the Creator plan or above. Upgrade your subscription to use it.",
    });
    const tooMuch = await post(alice, "/v1/user/edit", { max_character_limit_extension: 1 });
    expect(tooMuch.status).toBe(400);
    expect((await me(alice)).allowed_to_extend_character_limit).toBe(false);
  });

  it("lets the admin of a plan that can extend set it, within the plan's allowance", async () => {
    await t.deps.db.update(workspace).set({ tier: "creator", canExtendCharacterLimit: true }).where(eq(workspace.id, bob.workspaceId));
    expect((await post(bob, "/v1/user/edit", { allowed_to_extend_character_limit: true, max_character_limit_extension: 500 })).status).toBe(200);
    const user = await me(bob);
    expect(user).toMatchObject({ allowed_to_extend_character_limit: true, max_character_limit_extension: 500 });
    expect(user.subscription).toMatchObject({ allowed_to_extend_character_limit: true, max_character_limit_extension: 500 });
    expect((await post(bob, "/v1/user/edit", { max_character_limit_extension: 1001 })).status).toBe(400);
    expect((await post(bob, "/v1/user/edit", { max_character_limit_extension: null })).status).toBe(200);
    expect((await me(bob)).max_character_limit_extension).toBe(1000);
  });

  it("refuses a member who is not the workspace admin (403), but lets them set their own privacy", async () => {
    const frank = await t.signUp("Frank");
    await t.deps.db.insert(workspaceMember).values({ workspaceId: bob.workspaceId, userId: frank.userId, role: "editor" });
    const key = `sk_${newId(40)}`;
    await insertApiKey(t.deps.db, { id: newId(), userId: frank.userId, workspaceId: bob.workspaceId, name: "in bob's", keyHash: hashApiKey(key), hint: "sk_x...x" });
    const asMember = { ...frank, apiKey: key };
    expect((await me(asMember)).seat_type).toBe("workspace_member");
    const res = await post(asMember, "/v1/user/edit", { allowed_to_extend_character_limit: false, ccpa_opt_out: true });
    expect(res.status).toBe(403);
    expect((await res.json()).detail.status).toBe("forbidden");
    expect((await me(asMember)).ccpa_opt_out).toBe(false);
    expect((await post(asMember, "/v1/user/edit", { ccpa_opt_out: true })).status).toBe(200);
    expect((await me(asMember)).ccpa_opt_out).toBe(true);
    expect((await me(bob)).ccpa_opt_out).toBe(false);
  });

  it.each([
    [{ ccpa_opt_out: "true" }],
    [{ max_character_limit_extension: -1 }],
    [{ max_character_limit_extension: 1.5 }],
    [{ max_character_limit_extension: 1e12 }],
    [{ allowed_to_extend_character_limit: 1 }],
  ])("refuses %j with 422", async (body) => {
    expect((await post(bob, "/v1/user/edit", body)).status).toBe(422);
  });
});

describe("POST /v1/user/opt-out-of-updates (no sign-in)", () => {
  it("turns product updates off for the user the key names", async () => {
    await post(bob, "/v1/user/edit-user-metadata", { account_metadata: { agrees_to_product_updates: true } });
    await post(alice, "/v1/user/edit-user-metadata", { account_metadata: { agrees_to_product_updates: true } });
    const key = makeOptOutUpdatesKey(await serverSecret(t.deps.auth), bob.userId);
    const link = new URL(optOutUpdatesUrl("https://vocable.example", key));
    expect(link.pathname).toBe("/app/sign-in");
    expect(link.searchParams.get("mode")).toBe("optOutOfUpdates");
    expect(link.searchParams.get("oobCode")).toBe(key);
    const res = await post(null, "/v1/user/opt-out-of-updates", { opt_out_updates_key: key });
    expect(res.status).toBe(200);
    expect((await me(bob)).agrees_to_product_updates).toBe(false);
    expect((await me(alice)).agrees_to_product_updates).toBe(true);
    // The link keeps working (an old e-mail's footer).
    expect((await post(null, "/v1/user/opt-out-of-updates", { opt_out_updates_key: key })).status).toBe(200);
  });

  it("answers 400 invalid_action_code for a key it did not make, or altered", async () => {
    const key = makeOptOutUpdatesKey(await serverSecret(t.deps.auth), alice.userId);
    const forged = makeOptOutUpdatesKey("another-secret-another-secret-0123", alice.userId);
    const otherUser = `${bob.userId}.${key.split(".")[1]}`;
    for (const bad of [forged, otherUser, `${key}=`, `${key}A`, alice.userId, "nothing", `.${key.split(".")[1]}`]) {
      const res = await post(null, "/v1/user/opt-out-of-updates", { opt_out_updates_key: bad });
      expect(res.status).toBe(400);
      expect((await res.json()).detail.status).toBe("invalid_action_code");
    }
    expect((await me(alice)).agrees_to_product_updates).toBe(true);
  });

  it("refuses hostile keys with 422", async () => {
    for (const value of ["", NUL, LONE_SURROGATE, "k".repeat(513), 1]) {
      expect((await post(null, "/v1/user/opt-out-of-updates", { opt_out_updates_key: value })).status).toBe(422);
    }
  });
});

describe("unauthenticated pre-sign-up calls", () => {
  it("pre-sign-up answers the same for a registered and an unknown address", async () => {
    const known = await post(null, "/v1/user/pre-sign-up", { email: alice.email, account_metadata: { agrees_to_product_updates: true }, recaptcha_token: "t", pid: "p", xid: "x", invite_code: "i" });
    const unknown = await post(null, "/v1/user/pre-sign-up", { email: "nobody-here@example.com", recaptcha_token: "t" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
  });

  it("pre-sign-up refuses what is not an address", async () => {
    for (const email of ["not-an-address", "", `a${NUL}@example.com`, `${"a".repeat(250)}@example.com`, 7]) {
      expect((await post(null, "/v1/user/pre-sign-up", { email })).status).toBe(422);
    }
  });

  it("prepare-internal-verification answers the same always and needs no sign-in", async () => {
    const a = await post(null, "/v1/user/prepare-internal-verification", { email: alice.email, verification_code: "123456" });
    const b = await post(null, "/v1/user/prepare-internal-verification", { email: "x@example.com", verification_code: "" });
    expect(a.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    expect((await post(null, "/v1/user/prepare-internal-verification", { email: "x@example.com", verification_code: NUL })).status).toBe(422);
  });

  it("keeps the body limit", async () => {
    const res = await post(null, "/v1/user/pre-sign-up", JSON.stringify({ email: "a@example.com", recaptcha_token: "x".repeat(t.deps.config.maxBodyBytes) }));
    expect(res.status).toBe(413);
    expect((await res.json()).detail.status).toBe("payload_too_large");
  });
});
