import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#db/schema/index";
import { postJson, postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";

const OPERATOR_EMAIL = "flags-operator@example.com";
let t: TestApp;
let operatorCookie: string;
let alice: TestUser;
let bob: TestUser;

const flagsPath = (workspaceId: string) => `/v1/admin/workspaces/${workspaceId}/feature-flags`;
const flagsOf = async (u: TestUser) => (await getJson(t, "/v1/feature-flags", { apiKey: u.apiKey })).body.flags;

beforeAll(async () => {
  // The instance turns the share video on for every workspace.
  t = await createTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL, FEATURE_FLAGS: "tts_video=on" });
  alice = await t.signUp("Alice Flags");
  bob = await t.signUp("Bob Flags");
  expect((await postSignUp(t, { name: "Olga Operator", email: OPERATOR_EMAIL, password: TEST_PASSWORD })).status).toBe(200);
  await t.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, OPERATOR_EMAIL));
  operatorCookie = await signIn(t, OPERATOR_EMAIL, TEST_PASSWORD);
});
afterAll(() => t?.close());

describe("feature flags", () => {
  it("answers the instance's flags over the defaults, then a workspace's own over the instance's, until cleared", async () => {
    expect(await flagsOf(alice)).toEqual({ feedback_enabled: true, tts_video: true });

    const set = await postJson(t, flagsPath(alice.workspaceId), { flags: { tts_video: false, feedback_enabled: false } }, operatorCookie, "PUT");
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ flags: { feedback_enabled: false, tts_video: false }, workspace_flags: { feedback_enabled: false, tts_video: false } });
    expect(await flagsOf(alice)).toEqual({ feedback_enabled: false, tts_video: false });
    // Another workspace keeps the instance's.
    expect(await flagsOf(bob)).toEqual({ feedback_enabled: true, tts_video: true });

    const cleared = await postJson(t, flagsPath(alice.workspaceId), { flags: { tts_video: null } }, operatorCookie, "PUT");
    expect(cleared.body).toEqual({ flags: { feedback_enabled: false, tts_video: true }, workspace_flags: { feedback_enabled: false } });
    expect(await flagsOf(alice)).toEqual({ feedback_enabled: false, tts_video: true });
  });

  it("lets only operators set them, refuses unknown flags and answers 404 for an unknown workspace", async () => {
    const refused = await postJson(t, flagsPath(alice.workspaceId), { flags: { tts_video: true } }, alice.cookie, "PUT");
    expect(refused.status).toBe(403);
    expect(refused.body.detail.status).toBe("instance_admin_required");

    const unknown = await postJson(t, flagsPath(alice.workspaceId), { flags: { video: true } }, operatorCookie, "PUT");
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.detail)).toContain("video");

    const missing = await postJson(t, flagsPath("no-such-workspace"), { flags: { tts_video: true } }, operatorCookie, "PUT");
    expect(missing.status).toBe(404);
    expect(missing.body.detail.status).toBe("workspace_not_found");
  });

  it("refuses a FEATURE_FLAGS setting it cannot read, naming the problem", async () => {
    await expect(createTestApp({ FEATURE_FLAGS: "tts_video=sometimes" })).rejects.toThrow('FEATURE_FLAGS: "tts_video=sometimes" must be tts_video=on or tts_video=off.');
  });
});
