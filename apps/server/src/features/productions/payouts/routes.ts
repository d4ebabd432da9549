import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { PageQuery, PayoutIdParams, PayoutSummary, ProducerParams, ProductionEarningPage, ProductionPayout, ProductionPayoutPage } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError } from "#platform/openapi";
import { acceptPayoutsAgreement, listEarnings, listPayouts, readPayoutSummary } from "./use-cases/payout-account";
import { markPayoutPaidByOperator, requestPayout } from "./use-cases/request-payout";

const tags = ["productions"];
const base = "/v1/productions/producers/{user_id}";
const errors = { ...commonErrors, ...notFoundError };
const summary = createRoute({ method: "get", path: `${base}/payouts/summary`, tags, security: apiKeySecurity, summary: "The producer's balance, totals, payout method and agreement", request: { params: ProducerParams }, responses: { 200: json(PayoutSummary), ...errors } });
const agree = createRoute({ method: "post", path: `${base}/payouts/agreement`, tags, security: apiKeySecurity, summary: "Accept the publishing and payouts agreement (terms_agreed_to.publishing_payouts_agreement)", request: { params: ProducerParams }, responses: { 200: json(PayoutSummary), ...errors } });
const earnings = createRoute({ method: "get", path: `${base}/earnings`, tags, security: apiKeySecurity, summary: "Each accepted task's earning, newest first (keyset pages)", request: { params: ProducerParams, query: PageQuery }, responses: { 200: json(ProductionEarningPage), ...errors } });
const payouts = createRoute({ method: "get", path: `${base}/payouts`, tags, security: apiKeySecurity, summary: "The producer's payouts, newest first (keyset pages)", request: { params: ProducerParams, query: PageQuery }, responses: { 200: json(ProductionPayoutPage), ...errors } });
const payout = createRoute({
  method: "post", path: `${base}/payouts`, tags, security: apiKeySecurity,
  summary: "Pay out the whole balance: a Stripe Connect transfer now (Stripe), or recorded for an operator to pay (local)",
  request: { params: ProducerParams }, responses: { 200: json(ProductionPayout), ...errors },
});
const paid = createRoute({ method: "put", path: "/v1/admin/productions/payouts/{payout_id}/paid", tags, security: apiKeySecurity, summary: "An operator records a pending payout as paid (local provider)", request: { params: PayoutIdParams }, responses: { 200: json(ProductionPayout), ...errors } });

/** Producers' earnings and payouts (issue 29 §3). */
export function payoutRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(summary, async (c) => c.json(await readPayoutSummary(deps, c.get("principal"), c.req.valid("param").user_id), 200));
  app.openapi(agree, async (c) => c.json(await acceptPayoutsAgreement(deps, c.get("principal"), c.req.valid("param").user_id), 200));
  app.openapi(earnings, async (c) => c.json(await listEarnings(deps, c.get("principal"), c.req.valid("param").user_id, c.req.valid("query")), 200));
  app.openapi(payouts, async (c) => c.json(await listPayouts(deps, c.get("principal"), c.req.valid("param").user_id, c.req.valid("query")), 200));
  app.openapi(payout, async (c) => c.json(await requestPayout(deps, c.get("principal"), c.req.valid("param").user_id), 200));
  app.openapi(paid, async (c) => c.json(await markPayoutPaidByOperator(deps, c.get("principal"), c.req.valid("param").payout_id), 200));
  return app;
}
