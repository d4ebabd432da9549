import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  AdminPlanRequestList,
  AdminWorkspaceIdParam,
  CreatePromoCodeRequest,
  DenyPlanRequestRequest,
  ErrorBody,
  PageToken,
  PlanRequest,
  PlanRequestIdParam,
  PromoCode,
  PromoOfferRequest,
  StatusOk,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { approvePlanRequestAsOperator } from "./use-cases/approve-plan-request";
import { denyPlanRequestAsOperator } from "./use-cases/deny-plan-request";
import { listPlanRequestsAsOperator } from "./use-cases/list-plan-requests";
import { createPromoCodeAsOperator, listPromoCodesAsOperator, offerPromoAsOperator } from "./use-cases/manage-promo-codes";

const tags = ["instance admin"];
const notOperator = { 403: json(ErrorBody, "Not an instance operator (or an API key: this call needs a session)") };

const create = createRoute({
  method: "post",
  path: "/v1/admin/promo-codes",
  tags,
  summary: "Make a promo code: percent_off or amount_off (with currency) off each invoice for duration_in_months (instance operators)",
  security: apiKeySecurity,
  request: { body: jsonBody(CreatePromoCodeRequest) },
  responses: { 200: json(PromoCode), 409: json(ErrorBody, "The code exists"), ...notOperator, ...commonErrors },
});

const list = createRoute({
  method: "get",
  path: "/v1/admin/promo-codes",
  tags,
  summary: "The promo codes with their terms and redemptions (instance operators; at most 1,000)",
  security: apiKeySecurity,
  responses: { 200: json(z.object({ promo_codes: z.array(PromoCode) })), ...notOperator, ...commonErrors },
});

const offer = createRoute({
  method: "put",
  path: "/v1/admin/workspaces/{workspace_id}/promo-offer",
  tags,
  summary: "Offer a promo code to a workspace: its members see the promo dialog (instance operators)",
  security: apiKeySecurity,
  request: { params: AdminWorkspaceIdParam, body: jsonBody(PromoOfferRequest) },
  responses: { 200: json(StatusOk), 400: json(ErrorBody, "No such code"), ...notOperator, ...notFoundError, ...commonErrors },
});

const listRequests = createRoute({
  method: "get",
  path: "/v1/admin/plan-requests",
  tags,
  summary: "The open plan requests, oldest first, keyset-paginated, with each workspace and who asked (instance operators)",
  security: apiKeySecurity,
  request: { query: z.object({ page_size: z.coerce.number().int().min(1).max(100).optional(), page_token: PageToken.optional() }) },
  responses: { 200: json(AdminPlanRequestList), ...notOperator, ...commonErrors },
});

const decided = {
  400: json(ErrorBody, "The request's promo code expired or was used up"),
  409: json(ErrorBody, "The request was decided or withdrawn already (plan_request_closed), or no longer applies to the workspace's plan"),
  ...notOperator,
  ...notFoundError,
  ...commonErrors,
};

const approveRequest = createRoute({
  method: "post",
  path: "/v1/admin/plan-requests/{plan_request_id}/approve",
  tags,
  summary: "Approve a plan request: the plan is applied as a self-service change would be, with its invoice; the member is e-mailed (instance operators)",
  security: apiKeySecurity,
  request: { params: PlanRequestIdParam },
  responses: { 200: json(PlanRequest), ...decided },
});

const denyRequest = createRoute({
  method: "post",
  path: "/v1/admin/plan-requests/{plan_request_id}/deny",
  tags,
  summary: "Deny a plan request with an optional reason the member sees; the member is e-mailed (instance operators)",
  security: apiKeySecurity,
  request: { params: PlanRequestIdParam, body: jsonBody(DenyPlanRequestRequest) },
  responses: { 200: json(PlanRequest), ...decided },
});

/** The instance operators' billing calls (ADMIN_EMAILS): promo codes and offers, plan requests. */
export function billingAdminRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const operator = { db: deps.db, adminEmails: deps.config.adminEmails };
  const billing = { db: deps.db, config: deps.config, mailer: deps.mailer };
  app.openapi(listRequests, async (c) => c.json(await listPlanRequestsAsOperator(operator, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(approveRequest, async (c) => c.json(await approvePlanRequestAsOperator(billing, c.get("principal"), c.req.valid("param").plan_request_id), 200));
  app.openapi(denyRequest, async (c) =>
    c.json(await denyPlanRequestAsOperator(billing, c.get("principal"), c.req.valid("param").plan_request_id, c.req.valid("json").reason ?? null), 200),
  );
  app.openapi(create, async (c) => c.json(await createPromoCodeAsOperator(operator, c.get("principal"), c.req.valid("json")), 200));
  app.openapi(list, async (c) => c.json(await listPromoCodesAsOperator(operator, c.get("principal")), 200));
  app.openapi(offer, async (c) => c.json(await offerPromoAsOperator(operator, c.get("principal"), c.req.valid("param").workspace_id, c.req.valid("json")), 200));
  return app;
}
