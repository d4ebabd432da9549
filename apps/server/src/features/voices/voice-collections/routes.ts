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
import type { AppDeps, AppEnv } from "#platform/app-env";
import { AppError, validationHook } from "#platform/errors";
import { newId } from "#platform/ids";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { deleteCollection, insertCollection, listCollectionVoices, removeCollectionVoice, updateCollection, type CollectionRow } from "./repo";
import { presentCollection } from "./presenter";
import { addVoiceToCollection } from "./use-cases/add-collection-voice";
import { listCollections } from "./use-cases/list-collections";
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

/** `voices.collections`: a member's named groups of voices (premade or of the workspace); `collection_id` filters GET /v2/voices. */
export function voiceCollectionRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const withVoices = async (row: CollectionRow) => presentCollection(row, (await listCollectionVoices(deps.db, [row.id])).get(row.id) ?? []);

  app.openapi(list, async (c) => {
    return c.json(await listCollections(deps, c.get("principal"), c.req.valid("query")), 200);
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
    return c.json(await addVoiceToCollection(deps, c.get("principal"), collection_id, voice_id), 200);
  });
  app.openapi(removeVoice, async (c) => {
    const { collection_id, voice_id } = c.req.valid("param");
    const row = await requireCollection(deps, c.get("principal"), collection_id);
    if (!(await removeCollectionVoice(deps.db, row.id, voice_id))) throw new AppError("voice_not_found", 404, `The collection has no voice ${voice_id}.`);
    return c.json({ collection_id: row.id, voice_id }, 200);
  });
  return app;
}
