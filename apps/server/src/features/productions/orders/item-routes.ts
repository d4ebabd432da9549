import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  DeliverableParams,
  DeliverableQuery,
  ErrorBody,
  LanguagesResponse,
  OrderDeliverablesResponse,
  OrderIdParams,
  OrderItemKindParams,
  OrderItemParams,
  RemoveOrderItemResponse,
  UpsertOrderItemBody,
  UpsertOrderItemResponse,
} from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { attachment } from "#platform/attachment";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { bytesSource } from "#platform/storage/byte-source";
import { listDeliverables } from "./use-cases/list-deliverables";
import { listOrderLanguages } from "./use-cases/order-languages";
import { readDeliverable } from "./use-cases/read-deliverable";
import { removeItem } from "./use-cases/remove-item";
import { upsertItem } from "./use-cases/upsert-item";

const tags = ["productions"];
const ORDERS = "/v1/productions/orders";
const notOpen = { 409: json(ErrorBody, "The order is not open") } as const;

const languages = createRoute({
  method: "get", path: `${ORDERS}/languages/{order_item_kind}`, tags, security: apiKeySecurity,
  summary:
    "The languages an item kind takes here (productions.orders.languages.list): a transcription's are those a speech recogniser knows; subtitles go into their source language and those a translation engine reaches; " +
    "a dub review's pairs are the languages dubbing makes",
  request: { params: OrderItemKindParams }, responses: { 200: json(LanguagesResponse), ...commonErrors },
});
const upsert = createRoute({
  method: "post", path: `${ORDERS}/{order_id}/items`, tags, security: apiKeySecurity,
  summary: "Add an item to an open order, or replace the one item_id names, and get its quote (productions.orders.items.upsert): its media must be the order's, in its source language; a dub item's media was registered from a dub",
  request: { params: OrderIdParams, body: jsonBody(UpsertOrderItemBody) },
  responses: { 200: json(UpsertOrderItemResponse), 400: json(ErrorBody, "Media that is not the order's, or a language not delivered here"), ...notOpen, ...commonErrors, ...notFoundError },
});
const remove = createRoute({
  method: "delete", path: `${ORDERS}/{order_id}/items/{item_id}`, tags, security: apiKeySecurity,
  summary: "Remove an item from an open order (productions.orders.items.remove)",
  request: { params: OrderItemParams }, responses: { 200: json(RemoveOrderItemResponse), ...notOpen, ...commonErrors, ...notFoundError },
});
const deliverables = createRoute({
  method: "get", path: `${ORDERS}/{order_id}/deliverables`, tags, security: apiKeySecurity,
  summary: "The delivered files of the order's accepted work (productions.orders.deliverables.list): transcripts as text and JSON, subtitles as SRT and WebVTT; an empty list before any. signed_url is a Vocable address that needs the workspace's key or session",
  request: { params: OrderIdParams }, responses: { 200: json(OrderDeliverablesResponse), ...commonErrors, ...notFoundError },
});
const deliverable = createRoute({
  method: "get", path: `${ORDERS}/{order_id}/deliverables/{item_id}/{media_id}/{format}`, tags, security: apiKeySecurity,
  summary: "Vocable: one delivered file (a deliverable's signed_url)",
  request: { params: DeliverableParams, query: DeliverableQuery },
  responses: { 200: { content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } }, description: "The file: text/plain, application/json, application/x-subrip or text/vtt" }, ...commonErrors, ...notFoundError },
});

/** productions.orders.items.*, languages.list and deliverables.list, and the deliverables' files. */
export function orderItemRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(languages, async (c) => c.json(listOrderLanguages(deps.speech, c.req.valid("param").order_item_kind), 200));
  app.openapi(upsert, async (c) => c.json(await upsertItem(deps, c.get("principal"), c.req.valid("param").order_id, c.req.valid("json")), 200));
  app.openapi(remove, async (c) => {
    const { order_id, item_id } = c.req.valid("param");
    return c.json(await removeItem(deps, c.get("principal"), order_id, item_id), 200);
  });
  app.openapi(deliverables, async (c) => c.json(await listDeliverables(deps, c.get("principal"), c.req.valid("param").order_id), 200));
  app.openapi(deliverable, async (c) => {
    const file = await readDeliverable(deps, c.get("principal"), { ...c.req.valid("param"), language: c.req.valid("query").language });
    const headers = { "content-type": file.contentType, "content-disposition": attachment(file.name), "cache-control": "private, no-cache" };
    return rangedResponse(c, bytesSource(new TextEncoder().encode(file.text)), headers);
  });
  return app;
}
