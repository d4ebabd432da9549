import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  CollectionIdParams,
  CollectionVoiceParams,
  CollectionVoiceResponse,
  CreateVoiceCollectionRequest,
  DeleteCollectionResponse,
  UpdateVoiceCollectionRequest,
  VoiceCollection,
  VoiceCollectionList,
  VoiceCollectionListQuery,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "../../platform/app-env";
import { AppError, ValidationError, validationHook } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "../../platform/openapi";
import { findVoice } from "../voices/use-cases/find-voice";
import { MAX_COLLECTION_VOICES, addCollectionVoice, countCollectionVoices, deleteCollection, insertCollection, listCollectionPage, listCollectionVoices, removeCollectionVoice, updateCollection, type CollectionRow } from "./repo";
import { requireCollection } from "./use-cases/require-collection";

const tags = ["voice collections"];
const BASE = "/v1/voices/collections";

const list = createRoute({ method: "get", path: BASE, tags, security: apiKeySecurity, summary: "Your voice collections, newest first", request: { query: VoiceCollectionListQuery }, responses: { 200: json(VoiceCollectionList), ...commonErrors } });
const create = createRoute({ method: "post", path: BASE, tags, security: apiKeySecurity, summary: "Create a voice collection", request: { body: jsonBody(CreateVoiceCollectionRequest) }, responses: { 200: json(VoiceCollection), ...commonErrors } });
const getOne = createRoute({ method: "get", path: `${BASE}/{collection_id}`, tags, security: apiKeySecurity, summary: "A voice collection", request: { params: CollectionIdParams }, responses: { 200: json(VoiceCollection), ...commonErrors, ...notFoundError } });
const update = createRoute({ method: "patch", path: `${BASE}/{collection_id}`, tags, security: apiKeySecurity, summary: "Rename a voice collection or change its icon", request: { params: CollectionIdParams, body: jsonBody(UpdateVoiceCollectionRequest) }, responses: { 200: json(VoiceCollection), ...commonErrors, ...notFoundError } });
const remove = createRoute({ method: "delete", path: `${BASE}/{collection_id}`, tags, security: apiKeySecurity, summary: "Delete a voice collection (its voices stay)", request: { params: CollectionIdParams }, responses: { 200: json(DeleteCollectionResponse), ...commonErrors, ...notFoundError } });
const addVoice = createRoute({ method: "post", path: `${BASE}/{collection_id}/voice/{voice_id}`, tags, security: apiKeySecurity, summary: "Add a voice to a collection", request: { params: CollectionVoiceParams }, responses: { 200: json(CollectionVoiceResponse), ...commonErrors, ...notFoundError } });
const removeVoice = createRoute({ method: "delete", path: `${BASE}/{collection_id}/voice/{voice_id}`, tags, security: apiKeySecurity, summary: "Take a voice out of a collection", request: { params: CollectionVoiceParams }, responses: { 200: json(CollectionVoiceResponse), ...commonErrors, ...notFoundError } });

function present(row: CollectionRow, voiceIds: string[]) {
  return { collection_id: row.id, title: row.title, icon: row.icon, permission_on_resource: "admin" as const, voice_ids: voiceIds, created_at_unix: Math.floor(row.createdAt.getTime() / 1000) };
}

const token = (cursor: { createdAt: string; id: string }) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
function readToken(value: string | undefined): { createdAt: string; id: string } | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as { createdAt?: unknown; id?: unknown };
    if (typeof parsed.createdAt === "string" && typeof parsed.id === "string" && !Number.isNaN(Date.parse(parsed.createdAt))) return { createdAt: parsed.createdAt, id: parsed.id };
  } catch {
    // the validation error below
  }
  throw new ValidationError([{ loc: ["query", "next_page_token"], msg: "Invalid page token: pass the next_page_token of the previous page.", type: "value_error" }]);
}

/** `voices.collections`: a member's named groups of voices (premade or of the workspace); `collection_id` filters GET /v2/voices. */
export function voiceCollectionRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const withVoices = async (row: CollectionRow) => present(row, (await listCollectionVoices(deps.db, [row.id])).get(row.id) ?? []);

  app.openapi(list, async (c) => {
    const { workspaceId, userId } = c.get("principal");
    const q = c.req.valid("query");
    const rows = await listCollectionPage(deps.db, workspaceId, userId, q.page_size + 1, readToken(q.next_page_token));
    const page = rows.slice(0, q.page_size);
    const voices = await listCollectionVoices(deps.db, page.map((r) => r.id));
    const last = page[page.length - 1];
    const hasMore = rows.length > q.page_size;
    return c.json({ collections: page.map((r) => present(r, voices.get(r.id) ?? [])), has_more: hasMore, next_page_token: hasMore && last ? token({ createdAt: last.cursor, id: last.id }) : null }, 200);
  });
  app.openapi(create, async (c) => {
    const { workspaceId, userId } = c.get("principal");
    const body = c.req.valid("json");
    const id = newId();
    await insertCollection(deps.db, { id, workspaceId, createdBy: userId, title: body.title, icon: body.icon });
    return c.json(await withVoices((await requireCollection(deps, c.get("principal"), id))), 200);
  });
  app.openapi(getOne, async (c) => c.json(await withVoices(await requireCollection(deps, c.get("principal"), c.req.valid("param").collection_id)), 200));
  app.openapi(update, async (c) => {
    const row = await requireCollection(deps, c.get("principal"), c.req.valid("param").collection_id);
    await updateCollection(deps.db, row.id, c.req.valid("json"));
    return c.json(await withVoices(await requireCollection(deps, c.get("principal"), row.id)), 200);
  });
  app.openapi(remove, async (c) => {
    const row = await requireCollection(deps, c.get("principal"), c.req.valid("param").collection_id);
    await deleteCollection(deps.db, row.id);
    return c.json({ collection_id: row.id }, 200);
  });
  app.openapi(addVoice, async (c) => {
    const { collection_id, voice_id } = c.req.valid("param");
    const row = await requireCollection(deps, c.get("principal"), collection_id);
    // Only a voice the caller sees can go in (404 for another workspace's).
    const found = await findVoice(deps, c.get("principal"), voice_id);
    if ((await countCollectionVoices(deps.db, row.id)) >= MAX_COLLECTION_VOICES) {
      throw new AppError("invalid_request", 400, `A collection holds at most ${MAX_COLLECTION_VOICES} voices.`);
    }
    await addCollectionVoice(deps.db, row.id, found.kind === "catalogue" ? found.voice.voiceId : found.row.id);
    return c.json({ collection_id: row.id, voice_id }, 200);
  });
  app.openapi(removeVoice, async (c) => {
    const { collection_id, voice_id } = c.req.valid("param");
    const row = await requireCollection(deps, c.get("principal"), collection_id);
    if (!(await removeCollectionVoice(deps.db, row.id, voice_id))) throw new AppError("voice_not_found", 404, `The collection has no voice ${voice_id}.`);
    return c.json({ collection_id: row.id, voice_id }, 200);
  });
  return app;
}
