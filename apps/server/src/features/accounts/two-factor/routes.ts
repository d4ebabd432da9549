import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { ErrorCode } from "@vocable/contract";
import { BackupCodeParam, BackupCodesResponse, ErrorBody, RemoveMfaResponse, TwoFactorFields, UpdateMfaFactorsRequest } from "@vocable/contract";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { AUTH_BASE_PATH } from "#platform/auth";
import { REMOVE_WITH_BACKUP_CODE_PATH } from "#platform/auth/two-factor";
import { authRequestHeaders } from "#platform/client-ip";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";
import { issueBackupCodes } from "./use-cases/issue-backup-codes";
import { updateMfaFactors } from "./use-cases/update-mfa-factors";

const issue = createRoute({
  method: "post",
  path: "/v1/user/backup-code",
  tags: ["user"],
  summary: "Issue a fresh set of backup codes (shown once; the previous set stops working)",
  security: apiKeySecurity,
  responses: { 200: json(BackupCodesResponse), 400: json(ErrorBody, "Two-factor is not on"), 403: json(ErrorBody, "A fresh sensitive-action proof is needed"), ...commonErrors },
});

const update = createRoute({
  method: "post",
  path: "/v1/user/update-mfa-factors",
  tags: ["user"],
  summary: "Turn the TOTP factor off (needs a fresh sensitive-action proof); turning it on is the set-up flow",
  security: apiKeySecurity,
  request: { body: jsonBody(UpdateMfaFactorsRequest) },
  responses: { 200: json(TwoFactorFields), 400: json(ErrorBody, "Set-up needed"), 403: json(ErrorBody, "A fresh sensitive-action proof is needed"), ...commonErrors },
});

const removeMfa = createRoute({
  method: "post",
  path: "/v1/user/backup-code/{code}/remove-mfa",
  tags: ["user"],
  summary: "Use a backup code: removes two-factor; during a sign-in waiting for its second factor, also completes the sign-in",
  description:
    "Works with the pending two-factor sign-in cookie set by the password step, or signed in. Each code works once. " +
    "The code travels in the path as the API has it; it is spent by this call, so a logged path holds a used code.",
  request: { params: BackupCodeParam },
  responses: {
    200: json(RemoveMfaResponse),
    400: json(ErrorBody, "Not a valid unused backup code of this user, or two-factor is not on"),
    401: json(ErrorBody, "No pending sign-in and no session"),
    429: json(ErrorBody, "Too many attempts"),
    422: commonErrors[422],
  },
});

/** Better Auth's error codes of the backup-code endpoint, as the API's detail.status. */
const AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_BACKUP_CODE: "invalid_backup_code",
  TWO_FACTOR_NOT_ENABLED: "two_factor_not_enabled",
  TWO_FACTOR_LOCKED: "two_factor_locked",
  TWO_FACTOR_SIGN_IN_EXPIRED: "two_factor_sign_in_expired",
};

/** An error answer of Better Auth (`{code, message}`) in the ElevenLabs shape. */
function authError(status: number, body: unknown): AppError {
  const { code, message } = (typeof body === "object" && body !== null ? body : {}) as { code?: unknown; message?: unknown };
  if (status === 429) return new AppError("rate_limited", 429, "Too many attempts, please try again in a few minutes.");
  if (status >= 500) return new AppError("internal_error", 500, "Something went wrong, please try again later.");
  const mapped = typeof code === "string" ? AUTH_CODES[code] : undefined;
  const text = typeof message === "string" && message ? message : "The request was refused.";
  return new AppError(mapped ?? (status === 403 ? "forbidden" : "invalid_request"), status as ContentfulStatusCode, text);
}

/**
 * Backup codes and the factor switch. The backup-code sign-in is a public route (listed in
 * platform/access/public-routes.ts): during a sign-in there is no session yet, only the plugin's
 * pending cookie. It hands the request to Better Auth's endpoint (platform/auth/two-factor.ts),
 * which reads that signed cookie, and passes its cookies on, so the sign-in rate limit, the origin
 * check and the lockout are the auth routes' own.
 */
export function twoFactorRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(issue, async (c) => {
    const codes = await issueBackupCodes(deps, c.get("principal").userId);
    return c.json({ backup_codes: codes }, 200);
  });
  app.openapi(update, async (c) => c.json(await updateMfaFactors(deps, c.get("principal").userId, c.req.valid("json")), 200));
  app.openapi(removeMfa, async (c) => {
    const headers = authRequestHeaders(c, deps.config.trustProxy);
    headers.delete("content-length");
    headers.set("content-type", "application/json");
    const url = new URL(`${AUTH_BASE_PATH}${REMOVE_WITH_BACKUP_CODE_PATH}`, c.req.url);
    const res = await deps.auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify({ code: c.req.valid("param").code }) }));
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw authError(res.status, body);
    for (const cookie of res.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    return c.json(RemoveMfaResponse.parse(body), 200);
  });
  return app;
}
