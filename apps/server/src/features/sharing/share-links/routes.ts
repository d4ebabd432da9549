import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, HistoryItemIdParams, SharedAudioQuery, SharedHistoryItem, ShareLinkIdParams, ShareLinkResponse, StatusOk } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { attachment } from "#platform/attachment";
import { clientIp } from "#platform/client-ip";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, rangeHeader } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { downloadName } from "#features/speech/history/use-cases/download-history";
import { readHistoryAudio } from "#features/speech/history/use-cases/read-history-audio";
import { keptPreviewPng } from "#features/sharing/share-videos/use-cases/get-share-video-preview";
import { presentSharedItem } from "./presenter";
import { getShareLink } from "./use-cases/get-share-link";
import { readSharedItem, sharedItemCreatorName } from "./use-cases/read-shared-item";
import { revokeShareLink } from "./use-cases/revoke-share-link";

const tags = ["history"];
const binary = (description: string) => ({ content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } }, description });
const rateLimited = { 429: json(ErrorBody, "Too many requests from this address") };

const getLink = createRoute({
  method: "get", path: "/v1/history/{history_item_id}/share-link", tags, security: apiKeySecurity,
  summary: "The item's public share link, made on first use (its creator, or a member it was shared with as admin)",
  request: { params: HistoryItemIdParams },
  responses: { 200: json(ShareLinkResponse), ...commonErrors, ...notFoundError },
});
const revokeLink = createRoute({
  method: "delete", path: "/v1/history/{history_item_id}/share-link", tags, security: apiKeySecurity,
  summary: "Vocable: turn the item's public share link off at once (its creator, or a member it was shared with as editor or admin)",
  request: { params: HistoryItemIdParams },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});
const sharedItem = createRoute({
  method: "get", path: "/v1/shared/{share_link_id}", tags,
  summary: "Vocable (public): the item behind a share link, for its public page",
  request: { params: ShareLinkIdParams },
  responses: { 200: json(SharedHistoryItem), ...notFoundError, ...rateLimited },
});
const sharedPreview = createRoute({
  method: "get", path: "/v1/shared/{share_link_id}/preview.png", tags,
  summary: "Vocable (public): the shared item's card image (its share video's 320 × 320 preview; text-to-speech items)",
  request: { params: ShareLinkIdParams },
  responses: { 200: binary("PNG image"), ...notFoundError, ...rateLimited },
});
const sharedAudio = createRoute({
  method: "get", path: "/v1/shared/{share_link_id}/audio", tags,
  summary: "Vocable (public): the shared item's audio, with byte ranges; ?download=1 for an attachment",
  request: { params: ShareLinkIdParams, query: SharedAudioQuery, headers: rangeHeader },
  responses: { 200: binary("The audio"), 206: binary("The requested byte range"), 416: json(ErrorBody, "The range starts past the end of the audio"), ...notFoundError, ...rateLimited },
});

/** The share link calls of an item's owner (authenticated, under the /v1 middleware). */
export function shareLinkRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(getLink, async (c) => c.json(await getShareLink(deps, c.get("principal"), c.req.valid("param").history_item_id), 200));
  app.openapi(revokeLink, async (c) => {
    await revokeShareLink(deps.db, c.get("principal"), c.req.valid("param").history_item_id);
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}

/**
 * The public side of a share link: served before authentication (credentials are not looked at),
 * rate-limited by address. Answers are cached only with revalidation (`no-cache` and an ETag), so
 * a link turned off is 404 on the very next request, also behind a shared cache.
 */
export function sharedItemRoutes(deps: Pick<AppDeps, "db" | "storage" | "config" | "rateLimit">) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const caller = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy) ?? "unknown";
  app.openapi(sharedItem, async (c) => {
    const row = await readSharedItem(deps, c.req.valid("param").share_link_id, caller(c));
    return c.json(presentSharedItem(deps.config.publicUrl, row, await sharedItemCreatorName(deps, row)), 200, { "cache-control": "no-cache" });
  });
  app.openapi(sharedPreview, async (c) => {
    const row = await readSharedItem(deps, c.req.valid("param").share_link_id, caller(c));
    if (row.source !== "TTS") throw new AppError("not_found", 404, "This shared item has no preview image.");
    const png = await keptPreviewPng(deps, row, { theme: "colour", stripTags: false });
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { "content-type": "image/png", "cache-control": "public, no-cache" });
  });
  app.openapi(sharedAudio, async (c) => {
    const row = await readSharedItem(deps, c.req.valid("param").share_link_id, caller(c));
    const file = await readHistoryAudio(deps, row);
    const headers: Record<string, string> = { "content-type": file.contentType, "cache-control": "public, no-cache", etag: `"${row.id}-${file.source.size}"` };
    if (c.req.header("if-none-match") === headers.etag) return c.body(null, 304, headers);
    if (c.req.valid("query").download === "1") headers["content-disposition"] = attachment(downloadName(row, file.extension));
    return rangedResponse(c, file.source, headers);
  });
  return app;
}
