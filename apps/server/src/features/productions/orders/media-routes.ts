import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, OrderIdParams, OrderMediaParams, OrderMediaResponse, RegisterMediaForm, RegisterMediaResponse } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { attachment } from "#platform/attachment";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, rangeHeader, uploadBody } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { storedSource } from "#platform/storage/byte-source";
import { withUploadForm } from "#platform/uploads/read-upload-form";
import { presentMedia } from "./presenter";
import { requireMedia } from "./use-cases/find-media";
import { MEDIA_FILE_FIELD } from "./use-cases/read-media-form";
import { registerMedia } from "./use-cases/register-media";

const tags = ["productions"];
const MEDIA = "/v1/productions/orders/{order_id}/media";

const register = createRoute({
  method: "post", path: MEDIA, tags, security: apiKeySecurity,
  summary:
    "Register a media file on an open order (productions.orders.media.register): an upload (media), a public URL fetched by the server (media_url), or (Vocable) a history item, " +
    "your transcript or a dub of the workspace by id; audio or video of at most 3 hours, in a language a speech recogniser here knows. The order keeps its own copy",
  request: { params: OrderIdParams, body: uploadBody(RegisterMediaForm) },
  responses: {
    200: json(RegisterMediaResponse),
    400: json(ErrorBody, "A field refused, a language no recogniser here knows, media that cannot be read, or too long"),
    409: json(ErrorBody, "The order is not open"),
    413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
    415: json(ErrorBody, "Not a multipart form, or not audio or video"),
    ...commonErrors,
    ...notFoundError,
  },
});
const get = createRoute({
  method: "get", path: `${MEDIA}/{media_id}`, tags, security: apiKeySecurity,
  summary: "A media file of the order: its name, type, language and the address it is served at (productions.orders.media.get). signed_url is a Vocable address that needs the workspace's key or session, not a presigned one",
  request: { params: OrderMediaParams }, responses: { 200: json(OrderMediaResponse), ...commonErrors, ...notFoundError },
});
const file = createRoute({
  method: "get", path: `${MEDIA}/{media_id}/file`, tags, security: apiKeySecurity,
  summary: "Vocable: the media file itself, as stored for the order (byte ranges); the signed_url of media.get and media.register",
  request: { params: OrderMediaParams, headers: rangeHeader },
  responses: { 200: { content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } }, description: "The media" }, ...commonErrors, ...notFoundError },
});

/** productions.orders.media.* and the file route behind signed_url. */
export function orderMediaRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(register, async (c) => {
    const options = { fileFields: [MEDIA_FILE_FIELD], maxBytes: deps.config.uploads.maxBytes };
    const orderId = c.req.valid("param").order_id;
    return c.json(await withUploadForm(c.req.raw, options, (form) => registerMedia(deps, c.get("principal"), orderId, form, c.req.raw.signal)), 200);
  });
  app.openapi(get, async (c) => {
    const { order_id, media_id } = c.req.valid("param");
    return c.json(presentMedia(deps.config.publicUrl, await requireMedia(deps, c.get("principal"), order_id, media_id)), 200);
  });
  app.openapi(file, async (c) => {
    const { order_id, media_id } = c.req.valid("param");
    const media = await requireMedia(deps, c.get("principal"), order_id, media_id);
    const source = await storedSource(deps.storage, media.storageKey);
    if (!source) throw new AppError("production_media_not_found", 404, "The file of this media is no longer available.");
    return rangedResponse(c, source, { "content-type": media.contentType, "content-disposition": attachment(media.name), "cache-control": "private, no-cache" });
  });
  return app;
}
