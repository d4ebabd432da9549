import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  CancelOrderBody,
  CreateOrderBody,
  CreateOrderResponse,
  ErrorBody,
  ListOrdersResponse,
  MAX_ORDER_LIST_OFFSET,
  OrderIdParams,
  OrderResponse,
  OrdersListQuery,
  SubmitOrderResponse,
  UpdateOrderBody,
  UpdateOrderResponse,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { orderItemRoutes } from "./item-routes";
import { orderMediaRoutes } from "./media-routes";
import { cancelOrder } from "./use-cases/cancel-order";
import { createOrder } from "./use-cases/create-order";
import { getOrder } from "./use-cases/find-order";
import { listOrders } from "./use-cases/list-orders";
import { submitOrder } from "./use-cases/submit-order";
import { updateOrder } from "./use-cases/update-order";

const tags = ["productions"];
const ORDERS = "/v1/productions/orders";
const notOpen = { 409: json(ErrorBody, "The order is not open (submitted, paid, cancelled...)") } as const;

const create = createRoute({
  method: "post", path: ORDERS, tags, security: apiKeySecurity,
  summary: "Start an order of human-checked work (productions.orders.create): open until submitted. A sandbox order is priced like any other and never charged",
  // The SDK sends null for create() without arguments.
  request: { body: { content: { "application/json": { schema: CreateOrderBody } }, required: false } },
  responses: { 200: json(CreateOrderResponse), ...commonErrors },
});
const list = createRoute({
  method: "get", path: ORDERS, tags, security: apiKeySecurity,
  summary: `The workspace's orders, newest first, by state and creation time (productions.orders.list). Paged by offset as the SDK sends it, ${MAX_ORDER_LIST_OFFSET.toLocaleString("en-US")} orders deep at most (narrow deeper lists with start_date and end_date); has_more says whether another page follows`,
  request: { query: OrdersListQuery }, responses: { 200: json(ListOrdersResponse), ...commonErrors },
});
const get = createRoute({
  method: "get", path: `${ORDERS}/{order_id}`, tags, security: apiKeySecurity,
  summary: "An order: its state, items with their quotes (USD, from the media's started minutes and the price table on /pricing), total, media and dates (productions.orders.get)",
  request: { params: OrderIdParams }, responses: { 200: json(OrderResponse), ...commonErrors, ...notFoundError },
});
const update = createRoute({
  method: "patch", path: `${ORDERS}/{order_id}`, tags, security: apiKeySecurity,
  summary: "Rename an open order, and (Vocable) set or clear its deadline (productions.orders.update)",
  request: { params: OrderIdParams, body: jsonBody(UpdateOrderBody) },
  responses: { 200: json(UpdateOrderResponse), ...notOpen, ...commonErrors, ...notFoundError },
});
const submit = createRoute({
  method: "post", path: `${ORDERS}/{order_id}/submit`, tags, security: apiKeySecurity,
  summary:
    "Submit an open order with at least one item (productions.orders.submit): its total is charged at once through the instance's billing (an invoice of its own; BILLING_PROVIDER=local records it uncollected), " +
    "then it is paid and its work goes to the producers. Sandbox orders, and instances without billing, are never charged. A declined card is 402 and the order stays open; a second submission is 409, charged once",
  request: { params: OrderIdParams },
  responses: {
    200: json(SubmitOrderResponse),
    400: json(ErrorBody, "The order has no items"),
    402: json(ErrorBody, "The payment was declined, or the workspace has no payment method: nothing was charged"),
    ...notOpen,
    ...commonErrors,
    ...notFoundError,
  },
});
const cancel = createRoute({
  method: "post", path: `${ORDERS}/{order_id}/cancel`, tags, security: apiKeySecurity,
  summary: "Vocable: cancel an open order (or a submitted one whose payment never finished), with an optional reason; nothing was charged. A paid order's cancellation is the productions team's (409)",
  request: { params: OrderIdParams, body: { content: { "application/json": { schema: CancelOrderBody } }, required: false } },
  responses: { 200: json(OrderResponse), ...notOpen, ...commonErrors, ...notFoundError },
});

/** The customer side of productions orders in the pinned SDK's shape (issue 29 §1). */
export function productionOrderRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Before the routes with an order id: /languages/{kind} is not an order.
  app.route("/", orderItemRoutes(deps));
  app.route("/", orderMediaRoutes(deps));
  app.openapi(create, async (c) => c.json(await createOrder(deps, c.get("principal"), c.req.valid("json")), 200));
  app.openapi(list, async (c) => c.json(await listOrders(deps, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(get, async (c) => c.json(await getOrder(deps, c.get("principal"), c.req.valid("param").order_id), 200));
  app.openapi(update, async (c) => c.json(await updateOrder(deps, c.get("principal"), c.req.valid("param").order_id, c.req.valid("json")), 200));
  app.openapi(submit, async (c) => c.json(await submitOrder(deps, c.get("principal"), c.req.valid("param").order_id), 200));
  app.openapi(cancel, async (c) => c.json(await cancelOrder(deps, c.get("principal"), c.req.valid("param").order_id, c.req.valid("json")?.reason), 200));
  return app;
}
