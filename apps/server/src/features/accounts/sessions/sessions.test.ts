import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, workspace } from "#db/schema/index";
import { postJson, postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, type TestApp } from "#testing/test-app";
import { sessionPageSelect } from "./repo";

let t: TestApp;
let n = 0;
const PASSWORD = "correct horse battery";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function account() {
  const email = `sessions-${process.pid}-${++n}-${Date.now()}@example.com`;
  await postSignUp(t, { email, password: PASSWORD });
  return email;
}

describe("the sessions list", () => {
  it("shows each signed-in device and signs any of them out; another user's session is not found", async () => {
    const email = await account();
    const laptop = await signIn(t, email, PASSWORD, CHROME);
    const phone = await signIn(t, email, PASSWORD, IPHONE);
    const list = await postJson(t, "/v1/user/sessions", undefined, laptop, "GET");
    expect(list.status).toBe(200);
    expect(list.body.sessions).toHaveLength(2);
    const current = list.body.sessions.find((s: { is_current: boolean }) => s.is_current);
    const other = list.body.sessions.find((s: { is_current: boolean }) => !s.is_current);
    expect(current).toMatchObject({ browser: "Chrome 124", os: "Linux" });
    expect(other).toMatchObject({ browser: "Safari 17", os: "iOS 17.0", device: "mobile" });

    const stranger = await signIn(t, await account(), PASSWORD);
    expect((await postJson(t, `/v1/user/sessions/${other.session_id}`, undefined, stranger, "DELETE")).status).toBe(404);
    expect((await t.request("/v1/user", { headers: { cookie: phone } })).status).toBe(200);

    expect((await postJson(t, `/v1/user/sessions/${other.session_id}`, undefined, laptop, "DELETE")).status).toBe(200);
    expect((await t.request("/v1/user", { headers: { cookie: phone } })).status).toBe(401);
    expect((await postJson(t, `/v1/user/sessions/${other.session_id}`, undefined, laptop, "DELETE")).status).toBe(404);
  });

  it("signs out every other session at once", async () => {
    const email = await account();
    const cookies = [];
    for (let i = 0; i < 3; i++) cookies.push(await signIn(t, email, PASSWORD));
    expect((await postJson(t, "/v1/user/sessions/revoke-others", undefined, cookies[0])).status).toBe(200);
    expect((await t.request("/v1/user", { headers: { cookie: cookies[0] } })).status).toBe(200);
    for (const cookie of cookies.slice(1)) expect((await t.request("/v1/user", { headers: { cookie } })).status).toBe(401);
  });

  it("pages with a keyset token and refuses a forged one", async () => {
    const email = await account();
    const cookie = await signIn(t, email, PASSWORD);
    for (let i = 0; i < 4; i++) await signIn(t, email, PASSWORD);
    const seen = new Set<string>();
    let token: string | null = null;
    do {
      const page = await postJson(t, `/v1/user/sessions?page_size=2${token ? `&page_token=${token}` : ""}`, undefined, cookie, "GET");
      expect(page.status).toBe(200);
      for (const s of page.body.sessions) seen.add(s.session_id);
      token = page.body.next_page_token;
    } while (token);
    expect(seen.size).toBe(5);
    expect((await postJson(t, "/v1/user/sessions?page_token=Zm9yZ2Vk", undefined, cookie, "GET")).status).toBe(400);
  });

  it("is served by the session_user_active_idx index, first and later pages", async () => {
    const ids: string[] = [];
    for (const tag of ["plan-a", "plan-b"]) {
      const email = await account();
      await signIn(t, email, PASSWORD);
      const [row] = await t.deps.db.select({ userId: session.userId }).from(session).where(sql`${session.userId} = (select id from "user" where email = ${email})`);
      ids.push(row.userId);
      await t.deps.db.execute(sql`
        insert into session (id, expires_at, token, user_id, last_active_at)
        select ${tag} || i, now() + interval '1 day', ${tag} || md5(i::text), ${row.userId}, now() - (i || ' seconds')::interval
        from generate_series(1, 3000) as i`);
    }
    await t.deps.db.execute(sql`analyze session`);
    for (const cursor of [null, { lastActiveAt: new Date(Date.now() - 100_000).toISOString(), id: "plan-a100" }]) {
      const select = sessionPageSelect(t.deps.db, ids[0], new Date(), 21, cursor);
      const result = (await t.deps.db.execute(sql`explain ${select.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
      const text = result.rows.map((row) => Object.values(row)[0]).join("\n");
      expect(text).toMatch(/Index Scan (Backward )?using session_user_active_idx /);
      expect(text).not.toMatch(/Sort|Seq Scan|Bitmap/);
    }
  });
});

describe("the inactivity timeout", () => {
  it("ends a session idle for longer than the workspace allows, on the server", async () => {
    const email = await account();
    const cookie = await signIn(t, email, PASSWORD);
    const me = await (await t.request("/v1/user", { headers: { cookie } })).json();
    await t.deps.db.update(workspace).set({ sessionInactivityTimeout: 60 }).where(eq(workspace.id, me.workspace_id));
    expect((await t.request("/v1/user", { headers: { cookie } })).status).toBe(200);
    await t.deps.db.update(session).set({ lastActiveAt: new Date(Date.now() - 61_000) }).where(eq(session.userId, me.user_id));
    const res = await t.request("/v1/user", { headers: { cookie } });
    expect(res.status).toBe(401);
    expect((await res.json()).detail.status).toBe("session_expired");
    expect(await t.deps.db.select().from(session).where(eq(session.userId, me.user_id))).toEqual([]);
  });

  const sessionBody = async (cookie: string) => (await (await t.request("/api/auth/get-session", { headers: { cookie } })).json()) as { user?: { email: string } } | null;

  it("holds at Better Auth's endpoints too: an idle session asking for itself gets none, and is deleted", async () => {
    const email = await account();
    const idle = await signIn(t, email, PASSWORD);
    const active = await signIn(t, email, PASSWORD);
    const me = await (await t.request("/v1/user", { headers: { cookie: idle } })).json();
    await t.deps.db.update(workspace).set({ sessionInactivityTimeout: 60 }).where(eq(workspace.id, me.workspace_id));
    const idleRow = (await t.deps.db.select().from(session).where(eq(session.userId, me.user_id))).find((r) => decodeURIComponent(idle).includes(r.token));
    expect(idleRow).toBeDefined();
    const backdated = new Date(Date.now() - 61_000);
    await t.deps.db.update(session).set({ lastActiveAt: backdated }).where(eq(session.id, idleRow!.id));

    expect(await sessionBody(active)).toMatchObject({ user: { email } });
    expect(await sessionBody(idle)).toBeNull();
    const left = await t.deps.db.select().from(session).where(eq(session.userId, me.user_id));
    expect(left.map((r) => r.id)).not.toContain(idleRow!.id);
    expect(left).toHaveLength(1);
    // Nothing else of Better Auth's takes it either.
    expect((await postJson(t, "/api/auth/two-factor/enable", { password: PASSWORD }, idle)).status).toBe(401);
  });

  it("is not put off by session checks, but is by the web app's activity reports and by API calls", async () => {
    const email = await account();
    const reporting = await signIn(t, email, PASSWORD);
    const calling = await signIn(t, email, PASSWORD);
    const checking = await signIn(t, email, PASSWORD);
    const me = await (await t.request("/v1/user", { headers: { cookie: reporting } })).json();
    await t.deps.db.update(workspace).set({ sessionInactivityTimeout: 60 }).where(eq(workspace.id, me.workspace_id));
    // Time passes by moving the sessions' last activity back, never by waiting: a loaded machine
    // cannot then stretch a step past the timeout.
    const idleFor = (seconds: number) =>
      t.deps.db.update(session).set({ lastActiveAt: sql`${session.lastActiveAt} - make_interval(secs => ${seconds})` }).where(eq(session.userId, me.user_id));
    // 50 s idle: within the minute, and older than the 15 s between recorded activities.
    await idleFor(50);
    expect(await postJson(t, "/v1/user/session-activity", undefined, reporting)).toEqual({ status: 200, body: { status: "ok" } });
    expect((await t.request("/v1/user/sessions", { headers: { cookie: calling } })).status).toBe(200);
    expect(await sessionBody(checking)).toMatchObject({ user: { email } });
    // 20 s more: past the minute since the last activity only for the session that was merely checked.
    await idleFor(20);
    expect(await sessionBody(reporting)).toMatchObject({ user: { email } });
    expect(await sessionBody(calling)).toMatchObject({ user: { email } });
    expect(await sessionBody(checking)).toBeNull();
    const expired = await t.request("/v1/user", { headers: { cookie: checking } });
    expect(expired.status).toBe(401);

    // Once the reports stop, the server ends the session after the timeout.
    await idleFor(41);
    const ended = await postJson(t, "/v1/user/session-activity", undefined, reporting);
    expect(ended).toEqual({ status: 401, body: { detail: { status: "session_expired", message: expect.any(String) } } });
  });

  it("takes activity reports only from a session", async () => {
    const user = await t.signUp();
    const res = await t.request("/v1/user/session-activity", { method: "POST", headers: { "xi-api-key": user.apiKey } });
    expect(res.status).toBe(403);
    expect((await t.request("/v1/user/session-activity", { method: "POST" })).status).toBe(401);
  });
});

describe("session cookies", () => {
  it("must be signed: the token from the database alone is not a session", async () => {
    const email = await account();
    const cookie = await signIn(t, email, PASSWORD);
    const [row] = await t.deps.db.select().from(session).where(sql`${session.userId} = (select id from "user" where email = ${email})`);
    const name = cookie.split("=")[0];
    expect((await t.request("/v1/user", { headers: { cookie: `${name}=${row.token}` } })).status).toBe(401);
  });
});
