import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONBOARDING_CHECKLIST_ITEM_IDS, isChecklistItemAvailable, nextChecklistItem } from "@vocable/domain";
import { postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let voiceId: string;
const base = "http://localhost:8080";

type Checklist = { checklist_id: string; hidden: boolean; items: { onboarding_checklist_item_id: string; is_completed: boolean }[] };

/** A user signed up through Better Auth with only a session cookie: no API key yet (that would tick an item). */
async function signUpWithoutKey(name: string): Promise<{ cookie: string }> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random()}@example.com`;
  expect((await postSignUp(t, { name, email, password: TEST_PASSWORD })).status).toBe(200);
  const cookie = await signIn(t, email, TEST_PASSWORD);
  // Creating an API key needs a fresh proof of the mailbox (the account tests follow the e-mail).
  const { user_id } = await (await t.request("/v1/user", { headers: { cookie } })).json();
  await t.proveMailboxAccess(user_id);
  return { cookie };
}

type Caller = { cookie: string } | TestUser;
function headersOf(user: Caller, json: boolean): Record<string, string> {
  const auth: Record<string, string> = "apiKey" in user ? { "xi-api-key": user.apiKey } : { cookie: user.cookie, origin: base };
  return json ? { ...auth, "content-type": "application/json" } : auth;
}
const post = (user: Caller, path: string, body?: unknown) =>
  t.request(path, { method: "POST", headers: headersOf(user, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
const me = async (user: Caller) => (await t.request("/v1/user", { headers: headersOf(user, false) })).json();
const done = (checklist: Checklist | null) => (checklist?.items ?? []).filter((i) => i.is_completed).map((i) => i.onboarding_checklist_item_id);

const SURVEY = { first_name: "Grace", role: "developer", subrole: "backend", timezone: "Europe/Berlin", source: "search" };

beforeAll(async () => {
  t = await createTestApp();
  const someone = await t.signUp("Voices");
  const { voices } = await (await t.request("/v1/voices", { headers: { "xi-api-key": someone.apiKey } })).json();
  voiceId = voices.find((v: { labels: { language: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

describe("POST /v1/user/onboarding-survey-complete", () => {
  it("stores the answers, completes onboarding and initiates the checklist", async () => {
    const grace = await signUpWithoutKey("Gracie");
    const before = await me(grace);
    expect(before).toMatchObject({ is_new_user: true, is_onboarding_completed: false, onboarding_checklist: null, first_name: "Gracie" });
    const res = await post(grace, "/v1/user/onboarding-survey-complete", SURVEY);
    expect(res.status).toBe(200);
    const after = await me(grace);
    expect(after).toMatchObject({ is_new_user: false, is_onboarding_completed: true, is_onboarding_checklist_completed: false, first_name: "Grace", onboarding_survey: SURVEY });
    expect(after.onboarding_checklist.hidden).toBe(false);
    expect(after.onboarding_checklist.items.map((i: { onboarding_checklist_item_id: string }) => i.onboarding_checklist_item_id)).toEqual(ONBOARDING_CHECKLIST_ITEM_IDS);
    expect(done(after.onboarding_checklist)).toEqual([]);
  });

  it("takes optional subrole and source as absent or null, and UTC", async () => {
    const u = await signUpWithoutKey("Hal");
    expect((await post(u, "/v1/user/onboarding-survey-complete", { first_name: "Hal", role: "creator", timezone: "UTC" })).status).toBe(200);
    expect((await me(u)).onboarding_survey).toEqual({ first_name: "Hal", role: "creator", subrole: null, timezone: "UTC", source: null });
  });

  it.each([
    ["an unknown time zone", { timezone: "Mars/Olympus_Mons" }, "timezone"],
    ["a path in the time zone", { timezone: "../../etc/passwd" }, "timezone"],
    ["NUL in the name", { first_name: "a\u0000b" }, "first_name"],
    ["a lone surrogate in the role", { role: "dev\uDC00" }, "role"],
    ["a 51-character name", { first_name: "x".repeat(51) }, "first_name"],
    ["an empty name", { first_name: "   " }, "first_name"],
    ["a number as the role", { role: 3 }, "role"],
    ["a line break in the source", { source: "a\nb" }, "source"],
    ["a 101-character subrole", { subrole: "x".repeat(101) }, "subrole"],
  ])("refuses %s with 422 and changes nothing", async (_name, change, field) => {
    const u = await signUpWithoutKey("Ivy");
    const res = await post(u, "/v1/user/onboarding-survey-complete", { ...SURVEY, ...change });
    expect(res.status).toBe(422);
    expect((await res.json()).detail.some((d: { loc: string[] }) => d.loc.join(".") === `body.${field}`)).toBe(true);
    expect((await me(u)).is_onboarding_completed).toBe(false);
  });
});

describe("the onboarding checklist calls", () => {
  it("says per item whether this server can do it, in GET /v1/user and in every checklist call's answer", async () => {
    const u = await signUpWithoutKey("Ivy");
    await post(u, "/v1/user/onboarding-survey-complete", SURVEY);
    const expected = ONBOARDING_CHECKLIST_ITEM_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: false, is_available: isChecklistItemAvailable(id) }));
    expect((await me(u)).onboarding_checklist.items).toEqual(expected);
    const unavailable = expected.filter((i) => !i.is_available).map((i) => i.onboarding_checklist_item_id);
    expect(unavailable).toEqual(["join_affiliate"]);
    const initiated = await (await post(u, "/v1/user/onboarding-checklist/initiate")).json();
    expect(initiated.onboarding_checklist.items).toEqual(expected);
    // The checklist's Next skips what this server cannot do: after text to speech, the voice changer.
    expect(nextChecklistItem(expected)?.id).toBe("generate_text_to_speech");
    expect(nextChecklistItem(expected.map((i) => (i.onboarding_checklist_item_id === "generate_text_to_speech" ? { ...i, is_completed: true } : i)))?.id).toBe("generate_speech_to_speech");
  });

  it("initiate keeps an existing checklist", async () => {
    const u = await signUpWithoutKey("Jo");
    const first = await (await post(u, "/v1/user/onboarding-checklist/initiate")).json();
    const again = await (await post(u, "/v1/user/onboarding-checklist/initiate")).json();
    expect(again.onboarding_checklist.checklist_id).toBe(first.onboarding_checklist.checklist_id);
  });

  it.each([
    ["generate_speech_to_speech", /completes by itself when a speech-to-speech generation starts/],
    ["add_voice_to_voice_lab", /completes by itself when a voice from the library is added to your voices/],
    ["design_voice", /completes by itself when a designed voice is kept/],
    ["create_dub", /completes by itself when a dub is created/],
    ["join_affiliate", /the affiliate program is not available on this server yet/],
    ["generate_text_to_speech", /completes by itself when a text-to-speech generation is delivered/],
    ["generate_api_key", /completes by itself when an API key is created/],
  ])("update refuses to tick %s: it completes only from the server, when its event happens", async (itemId, message) => {
    const u = await signUpWithoutKey("Kim");
    await post(u, "/v1/user/onboarding-survey-complete", SURVEY);
    const res = await post(u, "/v1/user/onboarding-checklist/update", { item_id: itemId });
    expect(res.status).toBe(400);
    const { detail } = await res.json();
    expect(detail.status).toBe("invalid_request");
    expect(detail.message).toMatch(message);
    expect(done((await me(u)).onboarding_checklist)).toEqual([]);
  });

  it("update confirms an item the server already completed, changing nothing", async () => {
    const u = await signUpWithoutKey("Kit");
    await post(u, "/v1/user/onboarding-survey-complete", SURVEY);
    expect((await post(u, "/v1/user/create-api-key", { name: "k" })).status).toBe(200);
    const before = await me(u);
    const res = await post(u, "/v1/user/onboarding-checklist/update", { item_id: "generate_api_key" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ onboarding_checklist: before.onboarding_checklist, is_onboarding_checklist_completed: false });
  });

  it.each([[{ item_id: "fly_to_the_moon" }], [{ item_id: "" }], [{ item_id: "design_voice\u0000" }], [{ item_id: 1 }], [{}]])("refuses %j with 422", async (body) => {
    const u = await signUpWithoutKey("Lee");
    expect((await post(u, "/v1/user/onboarding-checklist/update", body)).status).toBe(422);
  });

  it("hide hides it, mark-complete completes it, for the caller only", async () => {
    const a = await signUpWithoutKey("Max");
    const b = await signUpWithoutKey("Ned");
    await post(a, "/v1/user/onboarding-survey-complete", SURVEY);
    await post(b, "/v1/user/onboarding-survey-complete", SURVEY);
    const hidden = await (await post(a, "/v1/user/onboarding-checklist/hide")).json();
    expect(hidden.onboarding_checklist.hidden).toBe(true);
    expect((await me(a)).onboarding_checklist.hidden).toBe(true);
    expect((await me(b)).onboarding_checklist.hidden).toBe(false);
    const completed = await (await post(a, "/v1/user/onboarding-checklist/mark-complete")).json();
    expect(completed.is_onboarding_checklist_completed).toBe(true);
    expect((await me(a)).is_onboarding_checklist_completed).toBe(true);
    expect((await me(b)).is_onboarding_checklist_completed).toBe(false);
  });

  it("stays open with every available item done through its real event; mark-complete completes it", async () => {
    const u = await signUpWithoutKey("Olga");
    await post(u, "/v1/user/onboarding-survey-complete", SURVEY);
    const key = (await (await post(u, "/v1/user/create-api-key", { name: "k" })).json()).api_key as string;
    const tts = await t.request(`/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, { method: "POST", headers: { "xi-api-key": key, "content-type": "application/json" }, body: JSON.stringify({ text: "Done." }) });
    expect(tts.status).toBe(200);
    await tts.arrayBuffer();
    const before = await me(u);
    expect(done(before.onboarding_checklist)).toEqual(["generate_text_to_speech", "generate_api_key"]);
    // The five items whose features this server does not have stay open, so the checklist does too.
    expect(before.is_onboarding_checklist_completed).toBe(false);
    const completed = await (await post(u, "/v1/user/onboarding-checklist/mark-complete")).json();
    expect(completed.is_onboarding_checklist_completed).toBe(true);
    const after = await me(u);
    expect(after.is_onboarding_checklist_completed).toBe(true);
    expect(done(after.onboarding_checklist)).toEqual(["generate_text_to_speech", "generate_api_key"]);
  });

  it("needs credentials", async () => {
    expect((await t.request("/v1/user/onboarding-checklist/hide", { method: "POST" })).status).toBe(401);
  });
});

describe("items completed by the server when their event happens", () => {
  it("a delivered text-to-speech generation ticks generate_text_to_speech, for its own user only", async () => {
    const u = await signUpWithoutKey("Pat");
    const other = await signUpWithoutKey("Quinn");
    await post(u, "/v1/user/onboarding-survey-complete", SURVEY);
    await post(other, "/v1/user/onboarding-survey-complete", SURVEY);
    const tts = await t.request(`/v1/text-to-speech/${voiceId}`, { method: "POST", headers: { ...headersOf(u, true) }, body: JSON.stringify({ text: "My first generation." }) });
    expect(tts.status).toBe(200);
    expect((await tts.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(done((await me(u)).onboarding_checklist)).toEqual(["generate_text_to_speech"]);
    expect(done((await me(other)).onboarding_checklist)).toEqual([]);
  });

  it("a generation that fails to start ticks nothing", async () => {
    const u = await signUpWithoutKey("Ray");
    await post(u, "/v1/user/onboarding-survey-complete", SURVEY);
    const res = await t.request(`/v1/text-to-speech/${voiceId}`, { method: "POST", headers: headersOf(u, true), body: JSON.stringify({ text: "   " }) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(done((await me(u)).onboarding_checklist)).toEqual([]);
  });

  it("creating an API key ticks generate_api_key, even before the survey", async () => {
    const u = await signUpWithoutKey("Sam");
    const res = await post(u, "/v1/user/create-api-key", { name: "first" });
    expect(res.status).toBe(200);
    expect(done((await me(u)).onboarding_checklist)).toEqual(["generate_api_key"]);
    // The survey initiates the checklist without forgetting it.
    await post(u, "/v1/user/onboarding-survey-complete", SURVEY);
    const user = await me(u);
    expect(done(user.onboarding_checklist)).toEqual(["generate_api_key"]);
    expect(user.is_onboarding_checklist_completed).toBe(false);
  });
});
