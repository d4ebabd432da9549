import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { AdminWorkspaceIdParam, CreatePromoCodeRequest, ErrorBody, PromoCode, PromoOfferRequest, StatusOk } from "@vocable/contract";
import type { AppDeps, AppEnv } from "../../platform/app-env";
import { validationHook } from "../../platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "../../platform/openapi";
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

/** The instance operators' billing calls (ADMIN_EMAILS): promo codes and offers. */
export function billingAdminRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const operator = { db: deps.db, adminEmails: deps.config.adminEmails };
  app.openapi(create, async (c) => c.json(await createPromoCodeAsOperator(operator, c.get("principal"), c.req.valid("json")), 200));
  app.openapi(list, async (c) => c.json(await listPromoCodesAsOperator(operator, c.get("principal")), 200));
  app.openapi(offer, async (c) => c.json(await offerPromoAsOperator(operator, c.get("principal"), c.req.valid("param").workspace_id, c.req.valid("json")), 200));
  return app;
}
