import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, SignInRequestAnswer, SignInRequestVerification } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { clientIp } from "#platform/client-ip";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";
import { presentSignInRequestAnswer } from "./presenter";
import { answerSignInRequest } from "./use-cases/answer-sign-in-request";

const verify = createRoute({
  method: "post",
  path: "/v1/user/sign-in-requests/verify",
  tags: ["account"],
  summary:
    "Answer a support-access request with the code of its e-mail link: grant (default) records access until the hours the operator asked for; grant false declines. Signed in with a session; the code is the user's, single use",
  security: apiKeySecurity,
  request: { body: jsonBody(SignInRequestVerification) },
  responses: {
    200: json(SignInRequestAnswer),
    400: json(ErrorBody, "Invalid, expired, used or another account's code"),
    403: json(ErrorBody, "Answered with an API key: only the signed-in person can grant access"),
    429: json(ErrorBody, "Too many attempts"),
    401: commonErrors[401],
    422: commonErrors[422],
  },
});

/** The support-access answer (spec §7 sign-in-requests/verify); operators ask with `npm run support`. */
export function supportAccessRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(verify, async (c) => {
    const principal = c.get("principal");
    if (principal.via !== "session") throw new AppError("forbidden", 403, "Sign in to answer a support-access request: an API key cannot.");
    const { sign_in_request_verification_code, grant } = c.req.valid("json");
    const answer = await answerSignInRequest(deps, {
      userId: principal.userId,
      code: sign_in_request_verification_code,
      grant: grant ?? true,
      clientIp: clientIp(c, deps.config.trustProxy),
    });
    return c.json(presentSignInRequestAnswer(answer), 200);
  });
  return app;
}
