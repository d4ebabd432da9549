import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { attachment } from "#platform/attachment";
import { ErrorBody, FeedbackRequest, HistoryDownloadRequest, HistoryItem, HistoryItemIdParams, HistoryListQuery, HistoryListResponse, StatusOk } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, rangeHeader } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { presentHistoryItem } from "./presenter";
import { deleteHistoryItem } from "./use-cases/delete-history-item";
import { downloadHistory } from "./use-cases/download-history";
import { getHistoryItem } from "./use-cases/get-history-item";
import { listHistory } from "./use-cases/list-history";
import { readHistoryAudio, readHistorySourceAudio } from "./use-cases/read-history-audio";
import { clearFeedback, submitFeedback } from "./use-cases/submit-feedback";

const tags = ["history"];
const idParam = HistoryItemIdParams;
const binary = (description: string) => ({ content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } }, description });

const list = createRoute({ method: "get", path: "/v1/history", tags, security: apiKeySecurity, summary: "List generated items, newest first unless sort_direction=asc", request: { query: HistoryListQuery }, responses: { 200: json(HistoryListResponse), ...commonErrors } });
const getOne = createRoute({ method: "get", path: "/v1/history/{history_item_id}", tags, security: apiKeySecurity, summary: "Get a history item", request: { params: idParam }, responses: { 200: json(HistoryItem), ...commonErrors, ...notFoundError } });
const audio = createRoute({
  method: "get", path: "/v1/history/{history_item_id}/audio", tags, security: apiKeySecurity, summary: "Get a history item's audio (byte ranges supported)",
  request: { params: idParam, headers: rangeHeader },
  responses: { 200: binary("The audio"), 206: binary("The requested byte range of the audio"), 416: json(ErrorBody, "The range starts past the end of the audio"), ...commonErrors, ...notFoundError },
});
const sourceAudio = createRoute({
  method: "get", path: "/v1/history/{history_item_id}/source-audio", tags, security: apiKeySecurity,
  summary: "Vocable: a speech-to-speech item's original audio, as FLAC (byte ranges supported); 404 for other items",
  request: { params: idParam, headers: rangeHeader },
  responses: { 200: binary("The original audio"), 206: binary("The requested byte range"), 416: json(ErrorBody, "The range starts past the end of the audio"), ...commonErrors, ...notFoundError },
});
const remove = createRoute({ method: "delete", path: "/v1/history/{history_item_id}", tags, security: apiKeySecurity, summary: "Delete a history item and its audio (its creator, or a member it was shared with as admin)", request: { params: idParam }, responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError } });
const download = createRoute({ method: "post", path: "/v1/history/download", tags, security: apiKeySecurity, summary: "Download one item's audio, or several as history.zip", request: { body: jsonBody(HistoryDownloadRequest) }, responses: { 200: binary("Audio file or application/zip"), ...commonErrors, ...notFoundError } });
const feedback = createRoute({
  method: "post", path: "/v1/history/{history_item_id}/feedback", tags, security: apiKeySecurity, summary: "Rate a history item",
  request: { params: idParam, body: jsonBody(FeedbackRequest) },
  responses: { 200: json(StatusOk), 400: json(ErrorBody, "Feedback already reviewed"), ...commonErrors, ...notFoundError },
});

const clearFeedbackRoute = createRoute({
  method: "delete", path: "/v1/history/{history_item_id}/feedback", tags, security: apiKeySecurity, summary: "Take back a vote (the thumb toggles off)",
  request: { params: idParam },
  responses: { 200: json(StatusOk), 400: json(ErrorBody, "Feedback already reviewed"), ...commonErrors, ...notFoundError },
});

export function historyRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, async (c) => {
    return c.json(await listHistory(deps.db, c.get("principal"), c.req.valid("query")), 200);
  });
  app.openapi(getOne, async (c) => {
    const { history_item_id: id } = c.req.valid("param");
    const { row, share } = await getHistoryItem(deps.db, c.get("principal"), id);
    return c.json(presentHistoryItem(row, share), 200);
  });
  app.openapi(audio, async (c) => {
    const { history_item_id: id } = c.req.valid("param");
    const { row } = await getHistoryItem(deps.db, c.get("principal"), id);
    const file = await readHistoryAudio(deps, row);
    return rangedResponse(c, file.source, { "content-type": file.contentType, "cache-control": "private, max-age=3600" });
  });
  app.openapi(sourceAudio, async (c) => {
    const { row } = await getHistoryItem(deps.db, c.get("principal"), c.req.valid("param").history_item_id);
    const source = await readHistorySourceAudio(deps, row);
    return rangedResponse(c, source, { "content-type": "audio/flac", "cache-control": "private, max-age=3600" });
  });
  app.openapi(remove, async (c) => {
    const { history_item_id: id } = c.req.valid("param");
    await deleteHistoryItem(deps, c.get("principal"), id);
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(download, async (c) => {
    const body = c.req.valid("json");
    const file = await downloadHistory(deps, c.get("principal"), body.history_item_ids, body.output_format);
    const length: Record<string, string> = file.size !== undefined ? { "content-length": String(file.size) } : {};
    return c.body(file.stream, 200, { "content-type": file.contentType, "content-disposition": attachment(file.fileName), ...length });
  });
  app.openapi(feedback, async (c) => {
    await submitFeedback(deps.db, c.get("principal"), c.req.valid("param").history_item_id, c.req.valid("json"));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(clearFeedbackRoute, async (c) => {
    await clearFeedback(deps.db, c.get("principal"), c.req.valid("param").history_item_id);
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
