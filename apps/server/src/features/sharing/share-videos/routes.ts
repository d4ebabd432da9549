import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { SHARE_VIDEO_FILE_NAME } from "@vocable/domain";
import { ErrorBody, HistoryItemIdParams, ShareVideoQuery, ShareVideoResponse } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { attachment } from "#platform/attachment";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, rangeHeader } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { getShareVideo } from "./use-cases/get-share-video";
import { getShareVideoPreview } from "./use-cases/get-share-video-preview";
import { readShareVideo } from "./use-cases/read-share-video";

const tags = ["history"];
const media = (type: string, description: string) => ({ content: { [type]: { schema: z.string().meta({ format: "binary" }) } }, description });
const notTts = { 400: json(ErrorBody, "The item is not text to speech") };
const Query = ShareVideoQuery.extend({ download: z.enum(["0", "1"]).optional() });

const video = createRoute({
  method: "post", path: "/v1/history/{history_item_id}/share-video", tags, security: apiKeySecurity,
  summary: "The item's share video in a theme: starts its rendering (once; then kept) and says where it stands; ask again while rendering",
  request: { params: HistoryItemIdParams, query: ShareVideoQuery },
  responses: { 200: json(ShareVideoResponse), ...notTts, ...commonErrors, ...notFoundError },
});
const preview = createRoute({
  method: "get", path: "/v1/history/{history_item_id}/share-video/preview", tags, security: apiKeySecurity,
  summary: "The share video's 320 × 320 PNG preview in a theme",
  request: { params: HistoryItemIdParams, query: ShareVideoQuery },
  responses: { 200: media("image/png", "The preview"), ...notTts, ...commonErrors, ...notFoundError },
});
const file = createRoute({
  method: "get", path: "/v1/history/{history_item_id}/share-video/file", tags, security: apiKeySecurity,
  summary: "A rendered share video (MP4, byte ranges; ?download=1 names it for saving)",
  request: { params: HistoryItemIdParams, query: Query, headers: rangeHeader },
  responses: { 200: media("video/mp4", "The video"), 206: media("video/mp4", "A byte range of it"), ...notTts, ...commonErrors, ...notFoundError },
});

const variantOf = (q: { theme: "colour" | "light" | "dark"; strip_v3_tags?: boolean }) => ({ theme: q.theme, stripTags: q.strip_v3_tags ?? false });

export function shareVideoRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(video, async (c) => {
    const answer = await getShareVideo(deps, c.get("principal"), c.req.valid("param").history_item_id, variantOf(c.req.valid("query")));
    return c.json(answer, 200);
  });
  app.openapi(preview, async (c) => {
    const png = await getShareVideoPreview(deps, c.get("principal"), c.req.valid("param").history_item_id, variantOf(c.req.valid("query")));
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { "content-type": "image/png", "cache-control": "private, max-age=3600" });
  });
  app.openapi(file, async (c) => {
    const query = c.req.valid("query");
    const source = await readShareVideo(deps, c.get("principal"), c.req.valid("param").history_item_id, variantOf(query));
    const headers: Record<string, string> = { "content-type": "video/mp4", "cache-control": "private, max-age=3600" };
    if (query.download === "1") headers["content-disposition"] = attachment(SHARE_VIDEO_FILE_NAME);
    return rangedResponse(c, source, headers);
  });
  return app;
}
