import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { attachment } from "#platform/attachment";
import {
  AddRulesRequest,
  CreateDictionaryFromFileForm,
  CreateDictionaryFromRulesRequest,
  CreatedDictionary,
  DictionaryId,
  DictionaryList,
  DictionaryListQuery,
  DictionaryMetadata,
  DictionaryRulesChanged,
  DictionaryWithRules,
  ErrorBody,
  RemoveRulesRequest,
  SetRulesRequest,
  UpdateDictionaryRequest,
  WorkspaceDictionaryDefaults,
} from "@vocable/contract";
import { sanitizeDownloadName } from "@vocable/domain";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { serializeLexicon } from "./pls";
import { presentCreated, presentDictionary, presentDictionaryWithRules, presentRulesChanged, ruleFromInput } from "./presenter";
import { changeRules } from "./use-cases/change-rules";
import { createDictionary } from "./use-cases/create-dictionary";
import { listDictionaries } from "./use-cases/list-dictionaries";
import { readDictionary } from "./use-cases/read-dictionary";
import { readLexiconForm } from "./use-cases/read-lexicon-form";
import { updateDictionary } from "./use-cases/update-dictionary";
import { getWorkspaceDefaults, setWorkspaceDefaults } from "./use-cases/workspace-defaults";

const tags = ["pronunciation dictionaries"];
const base = "/v1/pronunciation-dictionaries";
const idParam = z.object({ pronunciation_dictionary_id: DictionaryId });
const badInput = { 400: json(ErrorBody, "The dictionary is archived, or the lexicon file is not valid PLS") } as const;

const addFromFile = createRoute({
  method: "post", path: `${base}/add-from-file`, tags, security: apiKeySecurity, summary: "Create a dictionary from a PLS lexicon file (multipart form)",
  request: { body: { content: { "multipart/form-data": { schema: CreateDictionaryFromFileForm } }, required: true } },
  responses: { 200: json(CreatedDictionary), ...badInput, 413: json(ErrorBody, "The file is too large"), 415: json(ErrorBody, "Not a multipart form"), ...commonErrors },
});
const addFromRules = createRoute({
  method: "post", path: `${base}/add-from-rules`, tags, security: apiKeySecurity, summary: "Create a dictionary from rules",
  request: { body: jsonBody(CreateDictionaryFromRulesRequest) }, responses: { 200: json(CreatedDictionary), ...commonErrors },
});
const getOne = createRoute({
  method: "get", path: `${base}/{pronunciation_dictionary_id}`, tags, security: apiKeySecurity, summary: "Get a dictionary with the rules of its latest version",
  request: { params: idParam }, responses: { 200: json(DictionaryWithRules), ...commonErrors, ...notFoundError },
});
const update = createRoute({
  method: "patch", path: `${base}/{pronunciation_dictionary_id}`, tags, security: apiKeySecurity, summary: "Rename, archive or restore a dictionary (no new version)",
  request: { params: idParam, body: jsonBody(UpdateDictionaryRequest) }, responses: { 200: json(DictionaryMetadata), ...commonErrors, ...notFoundError },
});
const download = createRoute({
  method: "get", path: `${base}/{dictionary_id}/{version_id}/download`, tags, security: apiKeySecurity, summary: "Download a version's rules as a PLS lexicon",
  request: { params: z.object({ dictionary_id: DictionaryId, version_id: DictionaryId }) },
  responses: { 200: { content: { "application/pls+xml": { schema: z.string() } }, description: "The PLS file" }, ...commonErrors, ...notFoundError },
});
const list = createRoute({
  method: "get", path: base, tags, security: apiKeySecurity, summary: "List the dictionaries the caller sees: all of the workspace's for admins, else its own and those shared with it (keyset pages)",
  request: { query: DictionaryListQuery }, responses: { 200: json(DictionaryList), 400: json(ErrorBody, "Unknown cursor"), ...commonErrors },
});
const rulesRoute = <S extends z.ZodType>(action: "set-rules" | "add-rules" | "remove-rules", schema: S, summary: string) =>
  createRoute({
    method: "post", path: `${base}/{pronunciation_dictionary_id}/${action}`, tags, security: apiKeySecurity, summary,
    request: { params: idParam, body: jsonBody(schema) }, responses: { 200: json(DictionaryRulesChanged), ...commonErrors, ...notFoundError },
  });
const setRules = rulesRoute("set-rules", SetRulesRequest, "Replace all rules (a new version)");
const addRules = rulesRoute("add-rules", AddRulesRequest, "Add rules; one with the same string_to_replace is replaced (a new version)");
const removeRules = rulesRoute("remove-rules", RemoveRulesRequest, "Remove the rules of these strings (a new version)");

const defaultsPath = "/v1/workspace/pronunciation-dictionary-locators";
const getDefaults = createRoute({
  method: "get", path: defaultsPath, tags, security: apiKeySecurity, summary: "The workspace's default dictionaries (used when a TTS request names none)",
  responses: { 200: json(WorkspaceDictionaryDefaults), ...commonErrors },
});
const putDefaults = createRoute({
  method: "put", path: defaultsPath, tags, security: apiKeySecurity, summary: "Set the workspace's default dictionaries (at most 3)",
  request: { body: jsonBody(WorkspaceDictionaryDefaults) }, responses: { 200: json(WorkspaceDictionaryDefaults), ...badInput, ...commonErrors, ...notFoundError },
});

export function pronunciationDictionaryRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(addFromFile, async (c) => {
    const form = await readLexiconForm(c.req);
    return c.json(presentCreated(await createDictionary(deps.db, c.get("principal"), form)), 200);
  });
  app.openapi(addFromRules, async (c) => {
    const body = c.req.valid("json");
    const row = await createDictionary(deps.db, c.get("principal"), { name: body.name, description: body.description, rules: body.rules.map(ruleFromInput), workspaceAccess: body.workspace_access });
    return c.json(presentCreated(row), 200);
  });
  app.openapi(getOne, async (c) => {
    const { row, access, rules } = await readDictionary(deps.db, c.get("principal"), c.req.valid("param").pronunciation_dictionary_id);
    return c.json(presentDictionaryWithRules(row, access, rules), 200);
  });
  app.openapi(update, async (c) => {
    const { row, access } = await updateDictionary(deps.db, c.get("principal"), c.req.valid("param").pronunciation_dictionary_id, c.req.valid("json"));
    return c.json(presentDictionary(row, access), 200);
  });
  app.openapi(download, async (c) => {
    const { dictionary_id, version_id } = c.req.valid("param");
    const { row, rules } = await readDictionary(deps.db, c.get("principal"), dictionary_id, version_id);
    const fileName = `${sanitizeDownloadName(row.name, "dictionary")}.pls`;
    return c.body(serializeLexicon(rules), 200, { "content-type": "application/pls+xml; charset=utf-8", "content-disposition": attachment(fileName) });
  });
  app.openapi(list, async (c) => c.json(await listDictionaries(deps.db, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(setRules, async (c) => {
    const rules = c.req.valid("json").rules.map(ruleFromInput);
    const row = await changeRules(deps.db, c.get("principal"), c.req.valid("param").pronunciation_dictionary_id, { kind: "set", rules });
    return c.json(presentRulesChanged(row), 200);
  });
  app.openapi(addRules, async (c) => {
    const rules = c.req.valid("json").rules.map(ruleFromInput);
    const row = await changeRules(deps.db, c.get("principal"), c.req.valid("param").pronunciation_dictionary_id, { kind: "add", rules });
    return c.json(presentRulesChanged(row), 200);
  });
  app.openapi(removeRules, async (c) => {
    const strings = c.req.valid("json").rule_strings;
    const row = await changeRules(deps.db, c.get("principal"), c.req.valid("param").pronunciation_dictionary_id, { kind: "remove", strings });
    return c.json(presentRulesChanged(row), 200);
  });
  app.openapi(getDefaults, async (c) => c.json(await getWorkspaceDefaults(deps.db, c.get("principal").workspaceId), 200));
  app.openapi(putDefaults, async (c) => c.json(await setWorkspaceDefaults(deps.db, c.get("principal"), c.req.valid("json")), 200));
  return app;
}
