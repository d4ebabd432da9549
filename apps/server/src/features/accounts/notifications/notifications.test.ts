import { waitFor } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "#testing/account-flows";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { startTestSmtp, type TestSmtp } from "#testing/test-smtp";
import { getJson } from "#testing/workspace-teams";
import { applyOperatorPlan } from "#features/operators/instance-admin/use-cases/set-workspace-plan";
import { notifyUser } from "./notify-user";

let t: TestApp;
let smtp: TestSmtp;
let alice: TestUser;
let bob: TestUser;

const list = async (user: TestUser, query = "") => (await getJson(t, `/v1/notifications${query}`, { apiKey: user.apiKey })).body;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Bell");
  bob = await t.signUp("Bob Bell");
  await applyOperatorPlan(t.deps.db, alice.workspaceId, { tier: "enterprise", max_seats: 5 });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("notifications", () => {
  it("tells an invited user with an account, who marks it read; another user's notification is 404", async () => {
    expect(await list(bob)).toEqual({ messages: [], unread_count: 0, has_more: false, next_cursor: null });
    expect((await postJson(t, "/v1/workspace/invites/add", { email: bob.email }, alice.cookie)).status).toBe(200);
    const page = await list(bob);
    expect(page.unread_count).toBe(1);
    expect(page.messages).toEqual([
      {
        message_id: expect.any(String),
        severity: "info",
        title: "Invitation to Alice Bell's workspace",
        description: expect.stringContaining(`${alice.email} invited you to join`),
        needs_attention: true,
        create_date_unix_ms: expect.any(Number),
        has_been_read: false,
        event: "workspace_invite.received",
        link: "/app/settings/workspace-invites",
      },
    ]);
    const id = page.messages[0].message_id;
    const foreign = await t.request(`/v1/notifications/${id}/read`, { method: "POST", headers: { "xi-api-key": alice.apiKey } });
    expect(foreign.status).toBe(404);
    const read = await t.request(`/v1/notifications/${id}/read`, { method: "POST", headers: { "xi-api-key": bob.apiKey } });
    expect(await read.json()).toEqual({ unread_count: 0 });
    expect((await list(bob)).messages[0].has_been_read).toBe(true);
  });

  it("tells the member who asked that their transcript is ready, leading to it", async () => {
    const spoken = await spokenWav(t.deps.speech, "The quick brown fox jumps over the lazy dog.");
    const res = await t.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": bob.apiKey }, body: audioForm(spoken.wav, { model_id: "scribe_v1" }, "fox.wav") });
    expect(res.status).toBe(200);
    const ready = await waitFor("the transcript's notification", async () => (await list(bob)).messages.find((m: { event: string }) => m.event === "transcript.completed"));
    expect(ready).toMatchObject({ severity: "success", title: "Transcript ready", description: "fox.wav is transcribed.", needs_attention: false });
    expect(ready.link).toMatch(/^\/app\/speech-synthesis\/speech-to-text\?transcript=/);
  }, 60_000);

  it("pages newest first by keyset, refuses a forged cursor, and marks all read", async () => {
    for (let i = 0; i < 23; i++) await notifyUser(t.deps.db, bob.userId, { severity: "info", title: `N${i}`, description: "d", needsAttention: false, event: "test.event", link: null });
    const seen: string[] = [];
    const times: number[] = [];
    let query = "?page_size=10";
    for (;;) {
      const page = await list(bob, query);
      seen.push(...page.messages.map((m: { title: string }) => m.title));
      times.push(...page.messages.map((m: { create_date_unix_ms: number }) => m.create_date_unix_ms));
      if (!page.has_more) break;
      query = `?page_size=10&cursor=${page.next_cursor}`;
    }
    // Newest first (rows made in the same microsecond follow their ids), each once.
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(25);
    expect((await getJson(t, "/v1/notifications?cursor=forged", { apiKey: bob.apiKey })).status).toBe(400);
    expect((await list(bob)).unread_count).toBe(24);
    const all = await t.request("/v1/notifications/read-all", { method: "POST", headers: { "xi-api-key": bob.apiKey } });
    expect(await all.json()).toEqual({ unread_count: 0 });
    expect((await list(bob)).unread_count).toBe(0);
  });
});
