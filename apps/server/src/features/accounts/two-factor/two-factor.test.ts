import { createHash, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCode, twoFactor, user } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { twoFactorFields } from "./presenter";

const ORIGIN = "http://localhost:8080";
const PASSWORD = "correct horse battery";
// test-app's signUp calls share one bucket (no client address): room for this file's sign-ups.
const LIMIT = 40;
let t: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy each test calls from its own address, so rate limits do not mix.
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: "true" });
});
afterAll(() => t.close());

/** A browser's cookies: Set-Cookie answers applied in order (an empty value or Max-Age=0 deletes). */
class CookieJar {
  readonly cookies = new Map<string, string>();
  constructor(header = "") {
    for (const pair of header.split("; ").filter(Boolean)) {
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  apply(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  has(fragment: string): boolean {
    return [...this.cookies.keys()].some((k) => k.includes(fragment));
  }
}

/** One client: its own address and cookies. */
class Client {
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  constructor(readonly jar = new CookieJar()) {}
  async post(path: string, body?: unknown): Promise<Response> {
    const res = await t.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": this.ip, cookie: this.jar.header() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return this.jar.apply(res);
  }
  async get(path: string): Promise<Response> {
    return this.jar.apply(await t.request(path, { headers: { cookie: this.jar.header(), "x-forwarded-for": this.ip } }));
  }
  async sessionEmail(): Promise<string | null> {
    const body = (await (await this.get("/api/auth/get-session")).json()) as { user?: { email: string } } | null;
    return body?.user?.email ?? null;
  }
}

async function signIn(email: string): Promise<{ client: Client; body: Record<string, unknown> }> {
  const client = new Client();
  const res = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { client, body: (await res.json()) as Record<string, unknown> };
}

interface Enrolled {
  user: TestUser;
  client: Client;
  totp: OTPAuth.TOTP;
  uri: string;
}

/** Signs up and turns TOTP on through the plugin: password -> otpauth URI -> first code confirms. */
async function enrolledUser(): Promise<Enrolled> {
  const testUser = await t.signUp("Tess Factor");
  const client = new Client(new CookieJar(testUser.cookie));
  const enable = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  // The plugin's own backup codes are off: Vocable's hashed ones replace them.
  expect(backupCodes).toEqual([]);
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  expect(totp.issuer).toBe("Vocable");
  const confirm = await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
  expect(confirm.status).toBe(200);
  return { user: testUser, client, totp, uri: totpURI };
}

/** The next time step's code: accepted (one step of drift either side), and newer than the one that confirmed set-up. */
const nextCode = (totp: OTPAuth.TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

function wrongCode(totp: OTPAuth.TOTP): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d })));
  let code = "000000";
  for (let n = 0; valid.has(code); n++) code = String(n).padStart(6, "0");
  return code;
}

async function issueCodes(client: Client): Promise<string[]> {
  const res = await client.post("/v1/user/backup-code");
  expect(res.status).toBe(200);
  const { backup_codes } = (await res.json()) as { backup_codes: string[] };
  return backup_codes;
}

describe("TOTP set-up and sign-in", () => {
  it("asks for the code after the password, signs in with it, and ends other sessions on set-up", async () => {
    const testUser = await t.signUp("Otto");
    const other = (await signIn(testUser.email)).client; // a second device, signed in before set-up
    expect(await other.sessionEmail()).toBe(testUser.email);

    const client = new Client(new CookieJar(testUser.cookie));
    const { totpURI } = (await (await client.post("/api/auth/two-factor/enable", { password: PASSWORD })).json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    // Until confirmed, sign-in asks no code and the User shows no factor.
    expect((await signIn(testUser.email)).body.twoFactorRedirect).toBeUndefined();
    expect((await twoFactorFields(t.deps.db, testUser.userId)).totp_mfa_factor).toBeNull();

    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status).toBe(200);
    expect(await client.sessionEmail()).toBe(testUser.email); // this device keeps a (new) session
    expect(await other.sessionEmail()).toBeNull(); // the other device is signed out
    expect((await other.get("/v1/user")).status).toBe(401);
    const fields = await twoFactorFields(t.deps.db, testUser.userId);
    expect(fields).toEqual({ totp_mfa_factor: { enrolled_at_unix: expect.any(Number) }, sms_mfa_factor: null, has_backup_codes: false });
    expect(Math.abs(fields.totp_mfa_factor!.enrolled_at_unix - Date.now() / 1000)).toBeLessThan(300);

    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const { client: browser, body } = await signIn(testUser.email);
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // Password alone gives no session.
    expect(await browser.sessionEmail()).toBeNull();
    expect((await browser.get("/v1/user")).status).toBe(401);

    const verify = await browser.post("/api/auth/two-factor/verify-totp", { code: nextCode(totp) });
    expect(verify.status).toBe(200);
    expect(await browser.sessionEmail()).toBe(testUser.email);
    expect((await browser.get("/v1/user")).status).toBe(200);
  });

  it("refuses set-up while the factor is on: the secret and the backup codes stay as they were", async () => {
    const { user: u, client, totp } = await enrolledUser();
    const codes = await issueCodes(client);
    const [before] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, u.userId));

    const again = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "TWO_FACTOR_ALREADY_ENABLED", message: expect.stringMatching(/already on\. Turn it off first/) });
    // Refused before the password is looked at: a wrong one gets the same answer.
    expect((await client.post("/api/auth/two-factor/enable", { password: "not the password" })).status).toBe(400);

    const [after] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, u.userId));
    expect(after.secret).toBe(before.secret);
    expect(after.verified).toBe(true);
    expect((await twoFactorFields(t.deps.db, u.userId)).has_backup_codes).toBe(true);
    // The old factor still signs in, and a backup code of the old set still works.
    const { client: browser } = await signIn(u.email);
    expect((await browser.post("/api/auth/two-factor/verify-totp", { code: nextCode(totp) })).status).toBe(200);
    expect((await browser.post(`/v1/user/backup-code/${codes[0]}/remove-mfa`)).status).toBe(200);
  });

  it("lets set-up start again while it is not confirmed", async () => {
    const client = new Client(new CookieJar((await t.signUp()).cookie));
    const first = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(first.status).toBe(200);
    const second = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(second.status).toBe(200);
    const { totpURI: firstUri } = (await first.json()) as { totpURI: string };
    const { totpURI } = (await second.json()) as { totpURI: string };
    expect(totpURI).not.toBe(firstUri);
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status).toBe(200);
  });

  it("refuses a code already used (replay), even inside its time window, and a wrong code", async () => {
    const { user: u, totp } = await enrolledUser();
    const code = nextCode(totp);
    const first = (await signIn(u.email)).client;
    expect((await first.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(200);

    const second = (await signIn(u.email)).client;
    const replay = await second.post("/api/auth/two-factor/verify-totp", { code });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: "INVALID_CODE" });
    expect(await second.sessionEmail()).toBeNull();

    // The code of the step that confirmed set-up is older than the last one used: refused too.
    const older = await second.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
    expect(older.status).toBe(401);

    const wrong = await second.post("/api/auth/two-factor/verify-totp", { code: wrongCode(totp) });
    expect(wrong.status).toBe(401);
    expect(await second.sessionEmail()).toBeNull();
  });

  it("locks the second factor after 10 wrong codes, even for the right one", async () => {
    const { user: u, totp } = await enrolledUser();
    let failures = 0;
    while (failures < 10) {
      // The plugin allows 5 tries per password sign-in; the account-wide count goes on across sign-ins.
      const { client } = await signIn(u.email);
      for (let i = 0; i < 5 && failures < 10; i++, failures++) {
        expect((await client.post("/api/auth/two-factor/verify-totp", { code: wrongCode(totp) })).status).toBe(401);
      }
    }
    const { client } = await signIn(u.email);
    const locked = await client.post("/api/auth/two-factor/verify-totp", { code: nextCode(totp) });
    expect(locked.status).toBe(429);
    expect(await client.sessionEmail()).toBeNull();
  });

  it("keeps the TOTP secret encrypted in the database", async () => {
    const { user: u, uri } = await enrolledUser();
    const secretText = (OTPAuth.URI.parse(uri) as OTPAuth.TOTP).secret;
    const plain = Buffer.from(secretText.bytes).toString("utf8");
    const [row] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, u.userId));
    expect(row.secret).not.toContain(plain);
    expect(row.secret).not.toContain(secretText.base32);
    expect(row.secret.length).toBeGreaterThan(plain.length);
  });

  it("does not serve the plugin's own backup codes, password-only disable or secret read-back", async () => {
    const { client } = await enrolledUser();
    for (const path of ["/two-factor/verify-backup-code", "/two-factor/generate-backup-codes", "/two-factor/disable", "/two-factor/get-totp-uri"]) {
      expect((await client.post(`/api/auth${path}`, { code: "x", password: PASSWORD })).status, path).toBe(404);
    }
  });

  it("rate-limits /two-factor/* per address", async () => {
    const { user: u, totp } = await enrolledUser();
    const { client } = await signIn(u.email);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await client.post("/api/auth/two-factor/verify-totp", { code: wrongCode(totp) })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  });
});

describe("backup codes", () => {
  it("issues 10 codes shown once, stores only their SHA-256, and a new set replaces the old", async () => {
    const { user: u, client } = await enrolledUser();
    const codes = await issueCodes(client);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);

    const rows = await t.deps.db.select().from(backupCode).where(eq(backupCode.userId, u.userId));
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ""));
    }
    const hashes = new Set(rows.map((r) => r.codeHash));
    for (const code of codes) expect(hashes.has(createHash("sha256").update(code.replace(/-/g, "")).digest("hex"))).toBe(true);
    expect((await twoFactorFields(t.deps.db, u.userId)).has_backup_codes).toBe(true);

    const fresh = await issueCodes(client);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    const { client: browser } = await signIn(u.email);
    const old = await browser.post(`/v1/user/backup-code/${codes[0]}/remove-mfa`);
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual({ detail: { status: "invalid_backup_code", message: "This backup code is not valid or has already been used." } });
  });

  it("refuses to issue codes without two-factor", async () => {
    const plain = new Client(new CookieJar((await t.signUp()).cookie));
    const res = await plain.post("/v1/user/backup-code");
    expect(res.status).toBe(400);
    expect((await res.json()).detail.status).toBe("two_factor_not_enabled");
  });

  it("signs in with a backup code during a pending sign-in and removes the factor", async () => {
    const { user: u, client } = await enrolledUser();
    const codes = await issueCodes(client);
    const { client: browser, body } = await signIn(u.email);
    expect(body.twoFactorRedirect).toBe(true);

    const res = await browser.post(`/v1/user/backup-code/${codes[3].toUpperCase()}/remove-mfa`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", signed_in: true });
    expect(await browser.sessionEmail()).toBe(u.email);
    expect(browser.jar.has("two_factor")).toBe(false);

    expect(await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, u.userId))).toEqual([]);
    expect(await t.deps.db.select().from(backupCode).where(eq(backupCode.userId, u.userId))).toEqual([]);
    const [row] = await t.deps.db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, u.userId));
    expect(row.enabled).toBe(false);
    expect(await twoFactorFields(t.deps.db, u.userId)).toEqual({ totp_mfa_factor: null, sms_mfa_factor: null, has_backup_codes: false });

    // The password alone signs in again, and the spent code does nothing more.
    const again = await signIn(u.email);
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect(await again.client.sessionEmail()).toBe(u.email);
    const reuse = await again.client.post(`/v1/user/backup-code/${codes[3]}/remove-mfa`);
    expect(reuse.status).toBe(400);
  });

  it("accepts a code once when two sign-ins race with it", async () => {
    const { user: u, client } = await enrolledUser();
    const [code] = await issueCodes(client);
    const a = (await signIn(u.email)).client;
    const b = (await signIn(u.email)).client;
    const results = await Promise.all([a.post(`/v1/user/backup-code/${code}/remove-mfa`), b.post(`/v1/user/backup-code/${code}/remove-mfa`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const signedIn = [await a.sessionEmail(), await b.sessionEmail()].filter(Boolean);
    expect(signedIn).toEqual([u.email]);
  });

  it("refuses another user's backup code", async () => {
    const alice = await enrolledUser();
    const bob = await enrolledUser();
    await issueCodes(alice.client);
    const bobCodes = await issueCodes(bob.client);

    const { client: browser } = await signIn(alice.user.email);
    const res = await browser.post(`/v1/user/backup-code/${bobCodes[0]}/remove-mfa`);
    expect(res.status).toBe(400);
    expect((await res.json()).detail.status).toBe("invalid_backup_code");
    expect(await browser.sessionEmail()).toBeNull();
    expect((await twoFactorFields(t.deps.db, alice.user.userId)).totp_mfa_factor).not.toBeNull();
    // Still Bob's: it works for him.
    const { client: bobBrowser } = await signIn(bob.user.email);
    expect((await bobBrowser.post(`/v1/user/backup-code/${bobCodes[0]}/remove-mfa`)).status).toBe(200);
  });

  it("removes the factor with a code while signed in, without a new session", async () => {
    const { user: u, client } = await enrolledUser();
    const codes = await issueCodes(client);
    const res = await client.post(`/v1/user/backup-code/${codes[0]}/remove-mfa`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", signed_in: false });
    expect((await twoFactorFields(t.deps.db, u.userId)).totp_mfa_factor).toBeNull();
  });

  it("answers 401 without a pending sign-in or a session, and 422 for a malformed code", async () => {
    const stranger = new Client();
    const res = await stranger.post("/v1/user/backup-code/abcd-efgh-jkmn-pqrs/remove-mfa");
    expect(res.status).toBe(401);
    expect((await res.json()).detail.status).toBe("two_factor_sign_in_expired");
    expect((await stranger.post(`/v1/user/backup-code/${"x".repeat(100)}/remove-mfa`)).status).toBe(422);
    expect((await stranger.post("/v1/user/backup-code/a%00b/remove-mfa")).status).toBe(422);
  });

  it("rate-limits the backup-code route like the other second-factor answers", async () => {
    const { user: u } = await enrolledUser();
    const { client } = await signIn(u.email);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await client.post("/v1/user/backup-code/abcd-efgh-jkmn-pqrs/remove-mfa")).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
  });
});

describe("POST /v1/user/update-mfa-factors", () => {
  it("turns TOTP off (with the sensitive-action proof) and removes the backup codes", async () => {
    const { user: u, client } = await enrolledUser();
    await issueCodes(client);
    // Without a fresh proof of the mailbox, the answer asks for one (and mails the link).
    const refused = await client.post("/v1/user/update-mfa-factors", { totp_enabled: false });
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail.status).toBe("sensitive_action_verification_required");
    await t.proveMailboxAccess(u.userId);
    const res = await client.post("/v1/user/update-mfa-factors", { totp_enabled: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ totp_mfa_factor: null, sms_mfa_factor: null, has_backup_codes: false });
    expect((await signIn(u.email)).body.twoFactorRedirect).toBeUndefined();
  });

  it("does not turn TOTP on without set-up, and is a no-op when already on", async () => {
    const plain = new Client(new CookieJar((await t.signUp()).cookie));
    const res = await plain.post("/v1/user/update-mfa-factors", { totp_enabled: true });
    expect(res.status).toBe(400);
    expect((await res.json()).detail.status).toBe("two_factor_setup_required");

    const { client } = await enrolledUser();
    const on = await client.post("/v1/user/update-mfa-factors", { totp_enabled: true });
    expect(on.status).toBe(200);
    expect((await on.json()).totp_mfa_factor).not.toBeNull();
  });

  it("validates the body", async () => {
    const plain = new Client(new CookieJar((await t.signUp()).cookie));
    expect((await plain.post("/v1/user/update-mfa-factors", { totp_enabled: "no" })).status).toBe(422);
    expect((await new Client().post("/v1/user/update-mfa-factors", { totp_enabled: false })).status).toBe(401);
  });
});
