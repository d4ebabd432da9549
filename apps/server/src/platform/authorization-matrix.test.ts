import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { ADMIN_ONLY_PERMISSIONS, type ApiKeyPermission } from "@vocable/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "#db/schema/index";
import { deleteUserRow } from "#features/accounts/account-security/repo";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { assertEveryRouteHasAccess } from "./access/authorize-route";
import { isCredentialFreeRoute, isPublicApiRoute } from "./access/public-routes";
import { routeAccess, type RouteAccess } from "./access/route-access";
import { createServiceAccount } from "#features/developers/service-accounts/use-cases/create-service-account";
import { validLookingRequests, type OpenApiDocument } from "#testing/openapi-fuzz";
import { createTestApp, ownerPrincipal, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";
import { NO_REQUEST } from "#features/workspaces/audit-log/audit-context";

/**
 * The authorization matrix (issue 9 §2): every operation of /openapi.json, read at run time so a
 * new route is covered the day it lands, sent as each kind of caller, with the status each must
 * get derived from the route's rule (platform/access/route-access.ts, public-routes.ts). The ids in
 * the paths are workspace A's real ones, so the caller from workspace B shows it cannot reach them.
 */

type Caller =
  | "anonymous"
  | "wrong key"
  | "deleted user's key"
  | "admin of another workspace"
  | "editor"
  | "admin"
  | "service account key without the permission"
  | "service account key with the permission";

const CALLERS: Caller[] = [
  "anonymous",
  "wrong key",
  "deleted user's key",
  "admin of another workspace",
  "service account key without the permission",
  "editor",
  "service account key with the permission",
  "admin",
];

/** The answers a caller that authorization let through may still get: the request's own problems, not who is asking. */
const PASSED_AUTHORIZATION_403 = new Set([
  "sensitive_action_verification_required",
  // What the workspace's plan includes (the capability table), not who is asking.
  "can_not_use_instant_voice_cloning",
  "can_not_use_professional_voice_cloning",
  "can_not_use_voice_design",
  "subscription_required",
]);

let t: TestApp;
let doc: OpenApiDocument;
let known: Record<string, unknown>;
let admin: TestUser;
let editor: TestUser;
let outsider: TestUser;
let deletedKey: string;
/** Ids, names and addresses of workspace A: no refused answer may carry one (unless the request sent it). */
let secrets: string[];
/** A's resource ids the walk puts in paths: another workspace's caller must get 404 for them. */
let resourceIds: Set<string>;
let actorId: string;
const actorKeys = new Map<string, string>();

/** A key of workspace A's service account (an admin) with exactly these permissions, made once. */
async function actorKey(permissions: ApiKeyPermission[]): Promise<string> {
  const id = permissions.join(",");
  let key = actorKeys.get(id);
  if (!key) {
    ({ key } = await createApiKey(t.deps.db, ownerPrincipal(admin), { name: `actor ${id}`, permissions }, actorId));
    actorKeys.set(id, key);
  }
  return key;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("Ada Matrixadmin");
  editor = await joinWorkspace(t, await t.signUp("Eddie Matrixeditor"), admin.workspaceId, "editor");
  outsider = await t.signUp("Olga Outsider");
  const doomed = await t.signUp("Dora Deleted");
  deletedKey = doomed.apiKey;
  await deleteUserRow(t.deps.db, doomed.userId);

  const auth = { "xi-api-key": admin.apiKey };
  const json = async (res: Response) => {
    expect(res.status, res.url).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  doc = (await json(await t.request("/openapi.json"))) as unknown as OpenApiDocument;
  const { voices } = (await json(await t.request("/v1/voices", { headers: auth }))) as { voices: { voice_id: string }[] };
  const tts = await t.request(`/v1/text-to-speech/${voices[0].voice_id}?output_format=pcm_16000`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ text: "Hi." }) });
  expect(tts.status).toBe(200);
  await tts.arrayBuffer();
  const { history } = (await json(await t.request("/v1/history", { headers: auth }))) as { history: { history_item_id: string }[] };
  const dictionary = (await json(
    await t.request("/v1/pronunciation-dictionaries/add-from-rules", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "Matrix words", rules: [{ type: "alias", string_to_replace: "A", alias: "ay" }] }),
    }),
  )) as { id: string; version_id: string };
  const { row: spareKey } = await createApiKey(t.deps.db, ownerPrincipal(admin), { name: "spare" });
  // A second session of the admin: the walk's DELETE of a session ends this one, not the one it uses.
  const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost:8080" }, body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }) });
  expect(signIn.status).toBe(200);
  const [spareSession] = await t.deps.db.select({ id: session.id }).from(session).where(eq(session.userId, admin.userId)).orderBy(desc(session.createdAt)).limit(1);
  // Two service accounts: the actor whose keys call, and the target whose ids are in the paths (the walk deletes it).
  actorId = (await createServiceAccount(t.deps.db, ownerPrincipal(admin), { name: "Matrix actor", role: "admin" }, NO_REQUEST)).userId;
  const target = await createServiceAccount(t.deps.db, ownerPrincipal(admin), { name: "Matrix target" }, NO_REQUEST);
  const { row: targetKey } = await createApiKey(t.deps.db, ownerPrincipal(admin), { name: "Matrix target key", permissions: ["models_read"] }, target.userId);

  known = {
    voice_id: voices[0].voice_id,
    history_item_id: history[0].history_item_id,
    history_item_ids: [history[0].history_item_id],
    pronunciation_dictionary_id: dictionary.id,
    dictionary_id: dictionary.id,
    version_id: dictionary.version_id,
    key_id: spareKey.id,
    session_id: spareSession.id,
    service_account_user_id: target.userId,
    api_key_id: targetKey.id,
    text: "Hi.",
    name: "matrix",
    output_format: "pcm_16000",
  };
  resourceIds = new Set([history[0].history_item_id, dictionary.id, dictionary.version_id, spareKey.id, spareSession.id, target.userId, targetKey.id]);
  secrets = [...resourceIds, admin.workspaceId, admin.userId, admin.email, editor.userId, editor.email, actorId, "Matrixadmin", "Matrixeditor", "Matrix words", "Matrix actor", "Matrix target"];
});
afterAll(() => t?.close());

/** The headers a caller sends, given the route's rule (the service accounts' keys depend on it). */
async function credentials(caller: Caller, rule: RouteAccess | undefined): Promise<Record<string, string>> {
  switch (caller) {
    case "anonymous":
      return {};
    case "wrong key":
      return { "xi-api-key": "sk_0000000000000000000000000000000000000000000000" };
    case "deleted user's key":
      return { "xi-api-key": deletedKey };
    case "admin of another workspace":
      return { cookie: outsider.cookie };
    case "editor":
      return { cookie: editor.cookie };
    case "admin":
      return { cookie: admin.cookie };
    case "service account key without the permission":
      return { "xi-api-key": await actorKey([]) };
    case "service account key with the permission":
      return { "xi-api-key": await actorKey(rule && "permission" in rule ? [rule.permission] : [...ADMIN_ONLY_PERMISSIONS]) };
  }
}

type Expectation = { status: 401 | 403 | 404 } | { allowed: true } | { any: true };

/** What a caller must get from an operation, from its rule alone. */
function expected(caller: Caller, method: string, path: string, rule: RouteAccess | undefined, pathIds: string[]): Expectation {
  // Served before authentication, like a CDN's files: credentials are not looked at.
  if (isCredentialFreeRoute(method, path)) return { any: true };
  if (isPublicApiRoute(method, path)) {
    // A public route takes a caller when there is one; a key that is no key is still refused.
    return caller === "wrong key" || caller === "deleted user's key" ? { status: 401 } : { any: true };
  }
  if (!rule) throw new Error(`${method} ${path} has no access rule`);
  if (caller === "anonymous" || caller === "wrong key" || caller === "deleted user's key") return { status: 401 };
  // The instance operators' routes (ADMIN_EMAILS, checked by the use case): no caller here is one.
  if ("operator" in rule) return { status: 403 };
  const isKey = caller.startsWith("service account key");
  if ("session" in rule) {
    if (isKey) return { status: 403 };
    if (rule.admin && caller === "editor") return { status: 403 };
  } else {
    if (caller === "service account key without the permission") return { status: 403 };
    if (caller === "editor" && ADMIN_ONLY_PERMISSIONS.includes(rule.permission)) return { status: 403 };
  }
  if (caller === "admin of another workspace" && pathIds.some((id) => resourceIds.has(id))) return { status: 404 };
  return { allowed: true };
}

describe("the authorization matrix", () => {
  it("every operation answers every kind of caller as its rule says, and refusals carry none of workspace A's data", { timeout: 360_000 }, async () => {
    const requests = validLookingRequests(doc, known);
    expect(requests.length).toBeGreaterThan(60);
    // Deletions last, so A's resources stay for the rest; then the calls that change which workspace
    // a caller acts in (leaving A, switching, joining, removing a member), which would make the
    // editor an admin of their own workspace for every later call; the account's deletion very last.
    const MEMBERSHIP_CHANGES = new Set([
      "POST /v1/workspace/members/leave",
      "POST /v1/workspace/members/remove",
      "POST /v1/user/workspaces/{workspace_id}/switch",
      "POST /v1/workspace/invites/{code}/accept",
    ]);
    const rank = (r: (typeof requests)[number]) =>
      r.operation === "DELETE /v1/user/delete" ? 3 : MEMBERSHIP_CHANGES.has(r.operation) ? 2 : r.method === "DELETE" ? 1 : 0;
    requests.sort((a, b) => rank(a) - rank(b));

    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    for (const r of requests) {
      const pathname = r.path.split("?")[0];
      const rule = routeAccess(r.method, pathname);
      const pathIds = Object.values(r.pathValues);
      await Promise.all(
        CALLERS.map(async (caller) => {
          let want: Expectation;
          try {
            want = expected(caller, r.method, pathname, rule, pathIds);
          } catch (err) {
            failures.push(`${r.operation}: ${(err as Error).message}`);
            return;
          }
          const headers = { ...r.headers, ...(await credentials(caller, rule)) };
          const res = await t.request(r.path, { method: r.method, headers, body: r.body as BodyInit | undefined });
          const text = new TextDecoder().decode(await res.arrayBuffer());
          sent++;
          const code = res.status >= 400 ? ((JSON.parse(text || "{}") as { detail?: { status?: string } }).detail?.status ?? "") : "";
          const label = `${r.operation} as ${caller}: ${res.status} ${text.slice(0, 160)}`;
          if (res.status >= 500) failures.push(label);
          else if ("status" in want && res.status !== want.status) failures.push(`${label} (expected ${want.status})`);
          else if ("allowed" in want && (res.status === 401 || (res.status === 403 && !PASSED_AUTHORIZATION_403.has(code)))) failures.push(`${label} (expected to pass authorization)`);
          // A refused caller learns nothing of A: no id, name or address it did not send itself.
          const refused = caller !== "admin" && caller !== "editor" && caller !== "service account key with the permission" && res.status >= 400;
          if (refused) {
            const sentText = `${r.path} ${typeof r.body === "string" ? r.body : ""}`;
            const leaked = secrets.filter((s) => text.includes(s) && !sentText.includes(s));
            if (leaked.length > 0) failures.push(`${label} (carries ${leaked.join(", ")})`);
          }
        }),
      );
    }
    console.log(`authorization matrix: ${requests.length} operations x ${CALLERS.length} callers = ${sent} requests in ${Math.round(performance.now() - started)} ms`);
    expect(failures).toEqual([]);
  });

  it("an app with a route that has no rule is not built", () => {
    const app = new OpenAPIHono();
    app.openapi(createRoute({ method: "get", path: "/v1/matrix-probe/{id}", request: { params: z.object({ id: z.string() }) }, responses: { 200: { description: "OK" } } }), (c) => c.json({}, 200));
    const routes = app.openAPIRegistry.definitions.flatMap((d) => (d.type === "route" ? [{ method: d.route.method, path: d.route.path }] : []));
    expect(() => assertEveryRouteHasAccess(routes)).toThrow(/GET \/v1\/matrix-probe\/\{id\}/);
    // Every route of the real app has one (else createTestApp would have thrown above).
    const real = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method, path })));
    expect(() => assertEveryRouteHasAccess(real.filter((r) => /^\/v[12]\//.test(r.path)))).not.toThrow();
  });
});

/**
 * The object level (issue 22): within one workspace, who may do what with one member's
 * pronunciation dictionary and voice-design preview. Callers: its owner (an editor who made it),
 * a workspace admin, another editor, and an editor it was shared with as viewer (dictionaries
 * only: previews are never shared). Expected statuses come from the object rules (dictionaries:
 * pronunciation-dictionaries/policy.ts, previews: voice-design/policy.ts): what the caller cannot
 * see is 404, what it sees but may not do is 403. The operations come from /openapi.json, so a
 * new dictionary or preview route without a row here fails.
 */
type ObjectCaller = "owner" | "admin" | "other editor" | "viewer";
type ObjectAction = "read" | "change" | "archive" | "own preview";

const OBJECT_CALLERS: ObjectCaller[] = ["other editor", "viewer", "admin", "owner"];
const DICTIONARIES = "/v1/pronunciation-dictionaries";

/** Each object-level operation: its action and a request for one dictionary (id, version) or preview id. */
const OBJECT_OPERATIONS: Record<string, { action: ObjectAction; request(ids: { dictionaryId: string; versionId: string; previewId: string }): { path: string; method: string; body?: unknown } }> = {
  [`GET ${DICTIONARIES}/{pronunciation_dictionary_id}`]: { action: "read", request: (i) => ({ method: "GET", path: `${DICTIONARIES}/${i.dictionaryId}` }) },
  [`GET ${DICTIONARIES}/{dictionary_id}/{version_id}/download`]: { action: "read", request: (i) => ({ method: "GET", path: `${DICTIONARIES}/${i.dictionaryId}/${i.versionId}/download` }) },
  [`PATCH ${DICTIONARIES}/{pronunciation_dictionary_id}`]: { action: "change", request: (i) => ({ method: "PATCH", path: `${DICTIONARIES}/${i.dictionaryId}`, body: { name: "Renamed" } }) },
  [`PATCH ${DICTIONARIES}/{pronunciation_dictionary_id} (archive)`]: { action: "archive", request: (i) => ({ method: "PATCH", path: `${DICTIONARIES}/${i.dictionaryId}`, body: { archived: true } }) },
  [`POST ${DICTIONARIES}/{pronunciation_dictionary_id}/set-rules`]: {
    action: "change",
    request: (i) => ({ method: "POST", path: `${DICTIONARIES}/${i.dictionaryId}/set-rules`, body: { rules: [{ type: "alias", string_to_replace: "B", alias: "bee" }] } }),
  },
  [`POST ${DICTIONARIES}/{pronunciation_dictionary_id}/add-rules`]: {
    action: "change",
    request: (i) => ({ method: "POST", path: `${DICTIONARIES}/${i.dictionaryId}/add-rules`, body: { rules: [{ type: "alias", string_to_replace: "C", alias: "see" }] } }),
  },
  [`POST ${DICTIONARIES}/{pronunciation_dictionary_id}/remove-rules`]: { action: "change", request: (i) => ({ method: "POST", path: `${DICTIONARIES}/${i.dictionaryId}/remove-rules`, body: { rule_strings: ["A"] } }) },
  ["GET /v1/text-to-voice/{generated_voice_id}/stream"]: { action: "own preview", request: (i) => ({ method: "GET", path: `/v1/text-to-voice/${i.previewId}/stream` }) },
  ["POST /v1/text-to-voice"]: {
    action: "own preview",
    request: (i) => ({ method: "POST", path: "/v1/text-to-voice", body: { voice_name: "Kept", voice_description: "A calm voice kept from a design preview.", generated_voice_id: i.previewId } }),
  },
};

/** What each caller gets, from the object rules alone. */
function objectExpected(caller: ObjectCaller, action: ObjectAction): 200 | 403 | 404 {
  if (action === "own preview") return caller === "owner" ? 200 : 404;
  if (caller === "owner" || caller === "admin") return 200;
  if (caller === "other editor") return 404;
  return action === "read" ? 200 : 403;
}

describe("the authorization matrix at the object level: dictionaries and design previews", () => {
  let members: Record<ObjectCaller, TestUser>;
  let previewId: string;

  const send = (who: TestUser, method: string, path: string, body?: unknown) =>
    t.request(path, { method, headers: { "xi-api-key": who.apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });

  /** A fresh dictionary of the owner, shared with the viewer as viewer through workspace.resources.share. */
  async function ownersDictionary(): Promise<{ dictionaryId: string; versionId: string }> {
    const made = await send(members.owner, "POST", `${DICTIONARIES}/add-from-rules`, { name: "Owner's words", rules: [{ type: "alias", string_to_replace: "A", alias: "ay" }] });
    expect(made.status).toBe(200);
    const { id, version_id } = (await made.json()) as { id: string; version_id: string };
    const shared = await send(members.owner, "POST", `/v1/workspace/resources/${id}/share`, { role: "viewer", resource_type: "pronunciation_dictionary", user_email: members.viewer.email });
    expect(shared.status, await shared.clone().text()).toBe(200);
    return { dictionaryId: id, versionId: version_id };
  }

  beforeAll(async () => {
    const boss = await t.signUp("Bea Objectadmin");
    const join = async (name: string) => joinWorkspace(t, await t.signUp(name), boss.workspaceId, "editor");
    members = { admin: boss, owner: await join("Otto Objectowner"), "other editor": await join("Emil Othereditor"), viewer: await join("Vera Viewer") };
    const design = await send(members.owner, "POST", "/v1/text-to-voice/design?output_format=mp3_22050_32", { voice_description: "A calm, warm narrator with a soft low voice", seed: 7 });
    expect(design.status).toBe(200);
    previewId = ((await design.json()) as { previews: { generated_voice_id: string }[] }).previews[0].generated_voice_id;
  });

  it("covers every operation on one dictionary or preview", () => {
    const objectParams = /\{(pronunciation_dictionary_id|dictionary_id|generated_voice_id)\}/;
    const inDoc = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = new Set(Object.keys(OBJECT_OPERATIONS).map((k) => k.replace(/ \(.*\)$/, "")));
    const missing = inDoc.filter((op) => (objectParams.test(op) || op === "POST /v1/text-to-voice") && !covered.has(op));
    expect(missing).toEqual([]);
  });

  it("owner, admin, another editor and a viewer get what the object rules say", { timeout: 360_000 }, async () => {
    const failures: string[] = [];
    for (const [operation, { action, request }] of Object.entries(OBJECT_OPERATIONS)) {
      for (const caller of OBJECT_CALLERS) {
        // A fresh dictionary for every call, so one caller's change does not decide the next one's answer.
        const ids = { ...(action === "own preview" ? { dictionaryId: "", versionId: "" } : await ownersDictionary()), previewId };
        const r = request(ids);
        const res = await send(members[caller], r.method, r.path, r.body);
        const text = new TextDecoder().decode(await res.arrayBuffer());
        const want = objectExpected(caller, action);
        if (res.status !== want) failures.push(`${operation} as ${caller}: ${res.status} ${text.slice(0, 160)} (expected ${want})`);
        if (want === 404 && /Owner's words|Otto/.test(text)) failures.push(`${operation} as ${caller}: the 404 names the owner's object`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("permission_on_resource tells each caller its own standing, and the list shows a dictionary only to those who see it", async () => {
    const { dictionaryId } = await ownersDictionary();
    const expectedPermission: Record<ObjectCaller, string | null> = { owner: "admin", admin: "admin", viewer: "viewer", "other editor": null };
    for (const caller of OBJECT_CALLERS) {
      const list = (await (await send(members[caller], "GET", `${DICTIONARIES}?page_size=100`)).json()) as { pronunciation_dictionaries: { id: string; permission_on_resource: string }[] };
      const listed = list.pronunciation_dictionaries.find((d) => d.id === dictionaryId);
      expect(listed?.permission_on_resource ?? null, caller).toBe(expectedPermission[caller]);
      if (expectedPermission[caller] !== null) {
        const one = (await (await send(members[caller], "GET", `${DICTIONARIES}/${dictionaryId}`)).json()) as { permission_on_resource: string };
        expect(one.permission_on_resource, caller).toBe(expectedPermission[caller]);
      }
    }
  });
});
