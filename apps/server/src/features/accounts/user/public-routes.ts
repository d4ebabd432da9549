import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, OptOutOfUpdatesRequest, PreSignUpRequest, PrepareInternalVerificationRequest, StatusOk, ValidationErrorBody } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { json, jsonBody } from "#platform/openapi";
import { serverSecret } from "#features/accounts/account/server-secret";
import { optOutOfUpdates } from "./use-cases/opt-out-of-updates";

const tags = ["user"];
const validationError = { 422: json(ValidationErrorBody, "Validation error") } as const;

const preSignUp = createRoute({
  method: "post",
  path: "/v1/user/pre-sign-up",
  tags,
  summary:
    "Before sign-up: checks the form's fields and answers the same for every address (it never tells whether one is registered). reCAPTCHA is not checked: no outside service is called; sign-up has its own rate limit",
  request: { body: jsonBody(PreSignUpRequest) },
  responses: { 200: json(StatusOk), ...validationError },
});

const prepareInternalVerification = createRoute({
  method: "post",
  path: "/v1/user/prepare-internal-verification",
  tags,
  summary: "Kept for compatibility: internal staff verification is not a feature of Vocable, so this answers the same for any input and does nothing",
  request: { body: jsonBody(PrepareInternalVerificationRequest) },
  responses: { 200: json(StatusOk), ...validationError },
});

const optOut = createRoute({
  method: "post",
  path: "/v1/user/opt-out-of-updates",
  tags,
  summary: "Stop product-update e-mails with the key from an e-mail's footer link (no sign-in needed: the key is the proof)",
  request: { body: jsonBody(OptOutOfUpdatesRequest) },
  responses: { 200: json(StatusOk), ...validationError, 400: json(ErrorBody, "Invalid key (invalid_action_code)") },
});

/**
 * The User calls that need no sign-in (spec §7: pre-sign-up, prepare-internal-verification; the
 * opt-out link of an e-mail), listed in platform/access/public-routes.ts so the authentication lets
 * signed-out callers through.
 */
export function publicUserRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Nothing is recorded before an account exists: a referral code (pid) is recorded after sign-up,
  // by post-registration-user-setup, where it can be tied to the new account.
  app.openapi(preSignUp, (c) => c.json({ status: "ok" as const }, 200));
  app.openapi(prepareInternalVerification, (c) => c.json({ status: "ok" as const }, 200));
  app.openapi(optOut, async (c) => {
    await optOutOfUpdates(deps.db, await serverSecret(deps.auth), c.req.valid("json").opt_out_updates_key);
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
