import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  ActionCodeEmail,
  ActionCodeRequest,
  ChangePasswordRequest,
  EmailChangeRequest,
  ErrorBody,
  ResetPasswordRequest,
  SendAccountEmailRequest,
  SensitiveActionCodeRequest,
  StatusOk,
  UpdateEmailQuery,
  UpdatedEmail,
} from "@vocable/contract";
import type { z } from "zod";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { clientIp } from "#platform/client-ip";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";
import { accountLimits, limitAttempts } from "./rate-limits";
import { applyEmailVerification } from "./use-cases/apply-email-verification";
import { changePassword } from "./use-cases/change-password";
import { checkPasswordResetCode } from "./use-cases/check-password-reset-code";
import { confirmEmailChange } from "./use-cases/confirm-email-change";
import { deleteAccount } from "./use-cases/delete-account";
import { requestAccountEmail } from "./use-cases/request-account-email";
import { requestEmailChange } from "./use-cases/request-email-change";
import { resetPassword } from "./use-cases/reset-password";
import { verifySensitiveActionCode } from "./use-cases/verify-sensitive-action-code";

const tags = ["account"];
const ok = { status: "ok" as const };
const errors = { 400: json(ErrorBody, "Invalid or expired code, or a weak password"), 429: json(ErrorBody, "Too many attempts"), 422: commonErrors[422] };
const sensitive = { 403: json(ErrorBody, "A fresh proof of access to the mailbox is needed: a link was mailed") };

const post = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, response: R, authed = false) =>
  createRoute({
    method: "post",
    path,
    tags,
    summary,
    ...(authed ? { security: apiKeySecurity } : {}),
    request: { body: jsonBody(body) },
    responses: { 200: json(response), ...errors, ...(authed ? { 401: commonErrors[401] } : {}) },
  });

const sendVerification = post("/v1/user/send-verification-email", "Mail a verification link (same answer for any address)", SendAccountEmailRequest, StatusOk);
const sendReset = post("/v1/user/send-password-reset-email", "Mail a password-reset link (same answer for any address)", SendAccountEmailRequest, StatusOk);
const verifyEmail = post("/v1/user/action-codes/verify-email", "Apply an e-mail verification code", ActionCodeRequest, ActionCodeEmail);
const checkReset = post("/v1/user/action-codes/check-password-reset", "Check a password-reset code; returns the e-mail", ActionCodeRequest, ActionCodeEmail);
const confirmReset = post("/v1/user/action-codes/reset-password", "Set a new password with a reset code (ends every session)", ResetPasswordRequest, StatusOk);
const changePasswordRoute = post("/v1/user/change-password", "Change the password (ends every other session and the user's API keys)", ChangePasswordRequest, StatusOk, true);
const verifySensitive = post("/v1/user/verify-sensitive-action-code", "Prove access to the mailbox for sensitive actions", SensitiveActionCodeRequest, StatusOk, true);

const sendEmailChange = createRoute({
  method: "post",
  path: "/v1/user/send-email-change-verification",
  tags,
  summary: "Mail a confirmation link to a new e-mail address",
  security: apiKeySecurity,
  request: { body: jsonBody(EmailChangeRequest) },
  responses: { 200: json(StatusOk), ...errors, ...sensitive, 401: commonErrors[401] },
});

const updateEmail = createRoute({
  method: "put",
  path: "/v1/user/email",
  tags,
  summary: "Confirm (or, with is_reverting, undo) an e-mail change with the mailed code",
  request: { query: UpdateEmailQuery },
  responses: { 200: json(UpdatedEmail), ...errors, 409: json(ErrorBody, "The address belongs to another account") },
});

const deleteUser = createRoute({
  method: "delete",
  path: "/v1/user/delete",
  tags,
  summary: "Delete the account with its workspace, history and API keys",
  security: apiKeySecurity,
  responses: { 200: json(StatusOk), ...sensitive, ...commonErrors },
});

/** On a public route the middleware sets a principal only when the request came with credentials. */
function optionalPrincipal(c: { get(key: "principal"): Principal }): Principal | undefined {
  return c.get("principal") as Principal | undefined;
}

export function accountSecurityRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);
  const limitCodes = (c: Parameters<typeof clientIp>[0]) => limitAttempts(deps.rateLimit, `codes:${ip(c) ?? "unknown"}`, accountLimits(deps.config).codesPerClient);

  app.openapi(sendVerification, async (c) => {
    const { email, continue_url } = c.req.valid("json");
    await requestAccountEmail(deps, { kind: "verify-email", email, continueUrl: continue_url, clientIp: ip(c), startedAt: c.get("startedAt") });
    return c.json(ok, 200);
  });
  app.openapi(sendReset, async (c) => {
    const { email, continue_url } = c.req.valid("json");
    await requestAccountEmail(deps, { kind: "reset-password", email, continueUrl: continue_url, clientIp: ip(c), startedAt: c.get("startedAt") });
    return c.json(ok, 200);
  });
  app.openapi(verifyEmail, async (c) => {
    await limitCodes(c);
    return c.json(await applyEmailVerification(deps, c.req.valid("json").oob_code), 200);
  });
  app.openapi(checkReset, async (c) => {
    await limitCodes(c);
    return c.json(await checkPasswordResetCode(deps, c.req.valid("json").oob_code), 200);
  });
  app.openapi(confirmReset, async (c) => {
    await limitCodes(c);
    const { oob_code, new_password } = c.req.valid("json");
    await resetPassword(deps, { code: oob_code, newPassword: new_password });
    return c.json(ok, 200);
  });
  app.openapi(changePasswordRoute, async (c) => {
    const principal = c.get("principal");
    if (principal.via !== "session") throw new AppError("forbidden", 403, "Sign in to change your password: an API key cannot.");
    const { current_password, new_password } = c.req.valid("json");
    const headers = await changePassword(deps, { userId: principal.userId, headers: c.req.raw.headers, currentPassword: current_password, newPassword: new_password });
    // The new session's cookie (Better Auth replaced this one).
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    return c.json(ok, 200);
  });
  app.openapi(verifySensitive, async (c) => {
    await verifySensitiveActionCode(deps, { userId: c.get("principal").userId, code: c.req.valid("json").code, clientIp: ip(c) });
    return c.json(ok, 200);
  });
  app.openapi(sendEmailChange, async (c) => {
    await requestEmailChange(deps, { userId: c.get("principal").userId, newEmail: c.req.valid("json").new_email });
    return c.json(ok, 200);
  });
  app.openapi(updateEmail, async (c) => {
    const { verification_code, is_reverting } = c.req.valid("query");
    const result = await confirmEmailChange(deps, { code: verification_code, isReverting: is_reverting ?? false, principal: optionalPrincipal(c), clientIp: ip(c) });
    return c.json(result, 200);
  });
  app.openapi(deleteUser, async (c) => {
    await deleteAccount(deps, c.get("principal").userId);
    return c.json(ok, 200);
  });
  return app;
}
