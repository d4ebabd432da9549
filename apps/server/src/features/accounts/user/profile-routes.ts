import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  AlphaAccessResponse,
  EditUserMetadataRequest,
  EditUserRequest,
  ErrorBody,
  GeneratedNameResponse,
  PostRegistrationUserSetupRequest,
  RandResponse,
  RecordDeviceFingerprintRequest,
  ReferralLinkResponse,
  StatusMessage,
  StatusOk,
  UpdatePublicUserNameRequest,
} from "@vocable/contract";
import { PUBLIC_NAME_UPDATED } from "@vocable/domain";
import { randomBytes } from "node:crypto";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";
import { serverSecret } from "#features/accounts/account/server-secret";
import { acceptBipaTerms } from "./use-cases/accept-bipa-terms";
import { getAlphaAccess, requestAlphaAccess } from "./use-cases/alpha-access";
import { dismissModerationWarning } from "./use-cases/dismiss-moderation-warning";
import { editUser } from "./use-cases/edit-user";
import { editUserMetadata } from "./use-cases/edit-user-metadata";
import { generatePublicName } from "./use-cases/generate-public-name";
import { getReferralLink } from "./use-cases/get-referral-link";
import { recordDeviceFingerprint } from "./use-cases/record-device-fingerprint";
import { setUpRegisteredUser } from "./use-cases/set-up-registered-user";
import { updatePublicUserName } from "./use-cases/update-public-user-name";

const tags = ["user"];
const ok = { status: "ok" as const };

const editMetadata = createRoute({
  method: "post",
  path: "/v1/user/edit-user-metadata",
  tags,
  summary: "Change account metadata (product-update consent; a sent geo_location is ignored)",
  security: apiKeySecurity,
  request: { body: jsonBody(EditUserMetadataRequest) },
  responses: { 200: json(StatusOk), ...commonErrors },
});

const dismissWarning = createRoute({
  method: "post",
  path: "/v1/user/dismiss-moderation-warning",
  tags,
  summary: "Dismiss the moderation warning",
  security: apiKeySecurity,
  responses: { 200: json(StatusOk), ...commonErrors },
});

const postRegistration = createRoute({
  method: "post",
  path: "/v1/user/post-registration-user-setup",
  tags,
  summary: "After sign-up: record the referral code the visitor came with (pid); xid and gcp_marketplace_jwt are accepted and ignored",
  security: apiKeySecurity,
  request: { body: { content: { "application/json": { schema: PostRegistrationUserSetupRequest } }, required: false } },
  responses: { 200: json(StatusOk), ...commonErrors },
});

const deviceFingerprint = createRoute({
  method: "post",
  path: "/v1/user/record-device-fingerprint",
  tags,
  summary: "Record the browser's device fingerprint (stored as a keyed hash)",
  security: apiKeySecurity,
  request: { body: jsonBody(RecordDeviceFingerprintRequest) },
  responses: { 200: json(StatusOk), ...commonErrors },
});

const hasAlphaAccess = createRoute({
  method: "get",
  path: "/v1/user/has-alpha-access",
  tags,
  summary: "Whether the user may try unreleased features",
  security: apiKeySecurity,
  responses: { 200: json(AlphaAccessResponse), ...commonErrors },
});

const requestAlpha = createRoute({
  method: "post",
  path: "/v1/user/request-alpha-access",
  tags,
  summary: "Ask for access to unreleased features (recorded for the operator)",
  security: apiKeySecurity,
  responses: { 200: json(AlphaAccessResponse), ...commonErrors },
});

const rand = createRoute({
  method: "get",
  path: "/v1/user/rand",
  tags,
  summary: "A uniformly random number in [0, 1) from the server's cryptographic generator (e.g. to pick an experiment bucket)",
  security: apiKeySecurity,
  responses: { 200: json(RandResponse), ...commonErrors },
});

const generateName = createRoute({
  method: "post",
  path: "/v1/user/generate-name",
  tags,
  summary: "Suggest a public name (adjective-noun-number); nothing is saved",
  security: apiKeySecurity,
  responses: { 200: json(GeneratedNameResponse), ...commonErrors },
});

const updatePublicName = createRoute({
  method: "post",
  path: "/v1/user/update-public-user-name",
  tags,
  summary: "Set the name shown beside shared items (one line, at most 50 characters; empty clears it)",
  security: apiKeySecurity,
  request: { body: jsonBody(UpdatePublicUserNameRequest) },
  responses: { 200: json(StatusMessage), ...commonErrors },
});

const referral = createRoute({
  method: "get",
  path: "/v1/user/referral-link",
  tags,
  summary: "The user's referral link (the code is made on the first ask)",
  security: apiKeySecurity,
  responses: { 200: json(ReferralLinkResponse), ...commonErrors },
});

const acceptBipa = createRoute({
  method: "post",
  path: "/v1/user/accept-bipa-terms",
  tags,
  summary: "Accept the updated biometric (BIPA) terms, effective May 31, 2024",
  security: apiKeySecurity,
  responses: { 200: json(StatusOk), ...commonErrors },
});

const edit = createRoute({
  method: "post",
  path: "/v1/user/edit",
  tags,
  summary: "Change the first name and the privacy (CCPA) opt-out; the workspace admin also the character limit extension",
  security: apiKeySecurity,
  request: { body: jsonBody(EditUserRequest) },
  responses: { 200: json(StatusOk), ...commonErrors, 400: json(ErrorBody, "Not allowed by the plan"), 403: json(ErrorBody, "Not the workspace admin") },
});

/** 2^53: a uniformly random double in [0, 1) from 53 random bits. */
const DOUBLE_STEPS = 2 ** 53;

/** The signed-in profile calls of spec §7 User: metadata, public name, referral, terms, privacy, alpha access, devices. */
export function profileRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(editMetadata, async (c) => {
    await editUserMetadata(deps.db, c.get("principal").userId, c.req.valid("json").account_metadata);
    return c.json(ok, 200);
  });
  app.openapi(dismissWarning, async (c) => {
    await dismissModerationWarning(deps.db, c.get("principal").userId);
    return c.json(ok, 200);
  });
  app.openapi(postRegistration, async (c) => {
    await setUpRegisteredUser(deps.db, c.get("principal").userId, c.req.valid("json") ?? {});
    return c.json(ok, 200);
  });
  app.openapi(deviceFingerprint, async (c) => {
    await recordDeviceFingerprint(deps.db, await serverSecret(deps.auth), c.get("principal").userId, c.req.valid("json").fingerprint);
    return c.json(ok, 200);
  });
  app.openapi(hasAlphaAccess, async (c) => c.json(await getAlphaAccess(deps.db, c.get("principal").userId), 200));
  app.openapi(requestAlpha, async (c) => c.json(await requestAlphaAccess(deps.db, c.get("principal").userId), 200));
  app.openapi(rand, (c) => c.json({ rand: Number(randomBytes(8).readBigUInt64BE() >> 11n) / DOUBLE_STEPS }, 200));
  app.openapi(generateName, (c) => c.json({ name: generatePublicName() }, 200));
  app.openapi(updatePublicName, async (c) => {
    await updatePublicUserName(deps.db, c.get("principal").userId, c.req.valid("json").public_user_name);
    return c.json({ status: "ok" as const, message: PUBLIC_NAME_UPDATED }, 200);
  });
  app.openapi(referral, async (c) => c.json({ referral_link: await getReferralLink(deps.db, deps.config.publicUrl, c.get("principal").userId) }, 200));
  app.openapi(acceptBipa, async (c) => {
    await acceptBipaTerms(deps.db, c.get("principal").userId);
    return c.json(ok, 200);
  });
  app.openapi(edit, async (c) => {
    await editUser(deps.db, c.get("principal"), c.req.valid("json"));
    return c.json(ok, 200);
  });
  return app;
}
