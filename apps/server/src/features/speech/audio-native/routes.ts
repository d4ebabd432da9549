import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  AudioNativeContentForm,
  AudioNativeContentFromUrlRequest,
  AudioNativeCreateForm,
  AudioNativeCreateResponse,
  AudioNativeEditContentResponse,
  AudioNativeListQuery,
  AudioNativeProjectList,
  AudioNativeProjectParams,
  AudioNativeSettingsResponse,
  AudioNativeSettingsUpdate,
  ErrorBody,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, uploadBody } from "#platform/openapi";
import { withUploadForm, type UploadForm } from "#platform/uploads/read-upload-form";
import { requireProject } from "./policy";
import { presentSettings } from "./presenter";
import { createProject } from "./use-cases/create-project";
import { listProjects } from "./use-cases/list-projects";
import { MAX_ARTICLE_FILE_BYTES } from "./use-cases/read-article-file";
import { updateContent } from "./use-cases/update-content";
import { updateContentFromUrl } from "./use-cases/update-content-from-url";
import { updateSettings } from "./use-cases/update-settings";

const tags = ["audio native"];
const errors = {
  400: json(ErrorBody, "Not an article (not UTF-8 text or HTML, nothing readable, too long), an unknown model, or an option that needs another"),
  403: json(ErrorBody, "Only the project's creator and the workspace's admins change it"),
  413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
  ...commonErrors,
  ...notFoundError,
} as const;
const NOTE = "The conversion is a job: the article (title, author, text) is spoken by the text-to-speech path as the member who asked, charged as their text to speech.";

const create = createRoute({
  method: "post", path: "/v1/audio-native", tags, security: apiKeySecurity,
  summary: `Create an Audio Native project from a .txt or HTML article, optionally converting it (audioNative.create); answers the player's embeddable snippet. ${NOTE}`,
  request: { body: uploadBody(AudioNativeCreateForm) }, responses: { 200: json(AudioNativeCreateResponse), ...errors },
});
const list = createRoute({
  method: "get", path: "/v1/audio-native", tags, security: apiKeySecurity,
  summary: "The workspace's Audio Native projects, newest first (Vocable's; keyset pages)",
  request: { query: AudioNativeListQuery }, responses: { 200: json(AudioNativeProjectList), ...commonErrors },
});
const getSettings = createRoute({
  method: "get", path: "/v1/audio-native/{project_id}/settings", tags, security: apiKeySecurity,
  summary: "The player's settings and the published snapshot (audioNative.getSettings)",
  request: { params: AudioNativeProjectParams }, responses: { 200: json(AudioNativeSettingsResponse), ...commonErrors, ...notFoundError },
});
const setSettings = createRoute({
  method: "post", path: "/v1/audio-native/{project_id}/settings", tags, security: apiKeySecurity,
  summary: "Change the player's settings and the page that embeds it (Vocable's; the pinned SDK has no such call)",
  request: { params: AudioNativeProjectParams, body: jsonBody(AudioNativeSettingsUpdate) }, responses: { 200: json(AudioNativeSettingsResponse), ...errors },
});
const content = createRoute({
  method: "post", path: "/v1/audio-native/{project_id}/content", tags, security: apiKeySecurity,
  summary: `Replace the article, optionally converting and publishing it (audioNative.update). ${NOTE}`,
  request: { params: AudioNativeProjectParams, body: uploadBody(AudioNativeContentForm) }, responses: { 200: json(AudioNativeEditContentResponse), ...errors },
});
const contentFromUrl = createRoute({
  method: "post", path: "/v1/audio-native/content", tags, security: apiKeySecurity,
  summary: "Read the article of the page a project is embedded in (its page_url), then convert and publish it (audioNative.updateContentFromUrl). The page is fetched from public addresses only, without redirects; nothing in it is run",
  request: { body: jsonBody(AudioNativeContentFromUrlRequest) }, responses: { 200: json(AudioNativeEditContentResponse), ...errors },
});

/** Audio Native in the pinned SDK's shapes (issue 24), plus the list and the settings change the web page uses. */
export function audioNativeRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const publicUrl = deps.config.publicUrl;
  const withForm = <T>(request: Request, work: (form: UploadForm) => Promise<T>): Promise<T> =>
    withUploadForm(request, { fileFields: ["file"], maxBytes: Math.min(deps.config.uploads.maxBytes, MAX_ARTICLE_FILE_BYTES), listFields: ["pronunciation_dictionary_locators"] }, work);
  app.openapi(create, async (c) => c.json(await withForm(c.req.raw, (form) => createProject(deps, c.get("principal"), form)), 200));
  app.openapi(list, async (c) => c.json(await listProjects(deps, c.get("principal"), c.req.valid("query")), 200));
  // Before the {project_id} routes: "content" is not a project id.
  app.openapi(contentFromUrl, async (c) => c.json(await updateContentFromUrl(deps, c.get("principal"), c.req.valid("json"), c.req.raw.signal), 200));
  app.openapi(getSettings, async (c) => {
    const row = await requireProject(deps.db, c.get("principal"), c.req.valid("param").project_id, "read");
    return c.json(presentSettings(publicUrl, row), 200);
  });
  app.openapi(setSettings, async (c) => c.json(await updateSettings(deps, c.get("principal"), c.req.valid("param").project_id, c.req.valid("json")), 200));
  app.openapi(content, async (c) => {
    const projectId = c.req.valid("param").project_id;
    return c.json(await withForm(c.req.raw, (form) => updateContent(deps, c.get("principal"), projectId, form)), 200);
  });
  return app;
}
