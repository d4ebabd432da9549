import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { AddLocalModelForm, ErrorBody, LocalModelInfo, LocalModelList, StatusOk } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, uploadBody } from "#platform/openapi";
import { withUploadForm } from "#platform/uploads/read-upload-form";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { addLocalModel } from "./use-cases/add-local-model";
import { listLocalModels } from "./use-cases/list-local-models";
import { removeLocalModel } from "./use-cases/remove-local-model";

const tags = ["instance administration"];
const forbidden = { 403: json(ErrorBody, "Not an instance operator (ADMIN_EMAILS)") } as const;
const idParam = z.object({ model_id: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,99}$/, "A model id: lower-case letters, digits, . _ -") });

const list = createRoute({
  method: "get", path: "/v1/admin/models", tags, security: apiKeySecurity,
  summary: "The local neural models in MODELS_DIR with their status (Vocable; instance operators)",
  responses: { 200: json(LocalModelList), ...forbidden, ...commonErrors },
});
const add = createRoute({
  method: "post", path: "/v1/admin/models", tags, security: apiKeySecurity,
  summary: "Install a sherpa-onnx model archive: checked, unpacked, loaded once in a separate process, then used (Vocable; instance operators)",
  request: { body: uploadBody(AddLocalModelForm) },
  responses: {
    200: json(LocalModelInfo, "The model as installed: ok, or broken with the reason"),
    400: json(ErrorBody, "Not an archive, a wrong checksum, an id already taken"),
    413: json(ErrorBody, "The archive is larger than MAX_UPLOAD_BYTES"),
    415: json(ErrorBody, "Not a multipart form"),
    ...forbidden,
    ...commonErrors,
  },
});
const remove = createRoute({
  method: "delete", path: "/v1/admin/models/{model_id}", tags, security: apiKeySecurity,
  summary: "Remove a local model: its engine stops and its voices leave the voice list (Vocable; instance operators)",
  request: { params: idParam },
  responses: { 200: json(StatusOk), ...notFoundError, ...forbidden, ...commonErrors },
});

/** The operators' calls on MODELS_DIR (issue 10 §2): the admin page's list, upload and removal. */
export function localModelRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, async (c) => c.json(await listLocalModels(deps, c.get("principal")), 200));
  app.openapi(add, async (c) => {
    // Before the body is read: nobody else may make this server take in a gigabyte.
    await requireInstanceAdmin(deps.db, deps.config.adminEmails, c.get("principal"));
    return c.json(await withUploadForm(c.req.raw, { fileFields: ["file"], maxBytes: deps.config.uploads.maxBytes }, (form) => addLocalModel(deps, c.get("principal"), form)), 200);
  });
  app.openapi(remove, async (c) => {
    await removeLocalModel(deps, c.get("principal"), c.req.valid("param").model_id);
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
