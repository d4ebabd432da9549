import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, ForcedAlignmentForm, ForcedAlignmentResponse } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, uploadBody } from "#platform/openapi";
import { withUploadForm } from "#platform/uploads/read-upload-form";
import { alignUpload } from "./use-cases/align-upload";

const create = createRoute({
  method: "post", path: "/v1/forced-alignment", tags: ["forced alignment"], security: apiKeySecurity,
  summary: "Align a known text with its audio (forcedAlignment.create): each word's and character's start and end, and a loss (lower is better)",
  request: { body: uploadBody(ForcedAlignmentForm) },
  responses: {
    200: json(ForcedAlignmentResponse),
    400: json(ErrorBody, "Not accepted audio (type, damaged, cut short, too long), or a text with nothing to align"),
    413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
    415: json(ErrorBody, "Not a multipart form"),
    503: json(ErrorBody, "No forced-alignment engine is installed"),
    ...commonErrors,
  },
});

/** Forced alignment in the ElevenLabs shape (issue 10 §4): what the productions editor and dubbing build on. */
export function forcedAlignmentRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(create, async (c) => {
    return c.json(await withUploadForm(c.req.raw, { fileFields: ["file"], maxBytes: deps.config.uploads.maxBytes }, (form) => alignUpload(deps, c.get("principal"), form, c.req.raw.signal)), 200);
  });
  return app;
}
