import { OpenAPIHono } from "@hono/zod-openapi";
import { routePath } from "hono/route";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { isUploadRoute } from "#platform/uploads/upload-routes";
import { accountSecurityRoutes } from "#features/accounts/account-security/routes";
import { analyticsRoutes } from "#features/accounts/analytics/routes";
import { apiKeyRoutes } from "#features/developers/api-keys/routes";
import { authenticate } from "#platform/access/authenticate";
import { assertEveryRouteHasAccess, authorizeRoute } from "#platform/access/authorize-route";
import { endIdleSession } from "#platform/access/session-activity";
import { historyRoutes } from "#features/speech/history/routes";
import { instanceAdminRoutes } from "#features/operators/instance-admin/routes";
import { handleSsoExchange } from "#features/accounts/sso/sso-exchange";
import { ssoRoutes } from "#features/accounts/sso/routes";
import { authConnectionRoutes } from "#features/accounts/sso/auth-connection-routes";
import { engineRoutes } from "#features/operators/engines/routes";
import { openAiSpeechRoutes } from "#features/speech/openai-speech/routes";
import { audioIsolationRoutes } from "#features/speech/audio-isolation/routes";
import { speechToSpeechRoutes } from "#features/speech/speech-to-speech/routes";
import { soundEffectRoutes } from "#features/speech/sound-effects/routes";
import { dubStudioRoutes } from "#features/dubbing/dub-studio/routes";
import { productionTaskRoutes } from "#features/productions/tasks/routes";
import { producerRoutes } from "#features/productions/producers/routes";
import { payoutRoutes } from "#features/productions/payouts/routes";
import { dubbingRoutes } from "#features/dubbing/dubs/routes";
import { productionOrderRoutes } from "#features/productions/orders/routes";
import { soundEffectLibraryRoutes } from "#features/speech/sound-effects/library-routes";
import { audioNativeRoutes } from "#features/speech/audio-native/routes";
import { audioNativePlayerRoutes, embeddablePlayerHeaders, PLAYER_PATHS } from "#features/speech/audio-native/player-routes";
import { localModelRoutes } from "#features/operators/local-models/routes";
import { forcedAlignmentRoutes } from "#features/speech/forced-alignment/routes";
import { openAiTranscriptionRoutes } from "#features/speech/speech-to-text/openai-routes";
import { speechToTextRoutes } from "#features/speech/speech-to-text/routes";
import { modelRoutes } from "#features/speech/models/routes";
import { pronunciationDictionaryRoutes } from "#features/speech/pronunciation-dictionaries/routes";
import { serviceAccountRoutes } from "#features/developers/service-accounts/routes";
import { resourceRoutes } from "#features/sharing/resource-sharing/routes";
import { sessionRoutes } from "#features/accounts/sessions/routes";
import { supportAccessRoutes } from "#features/accounts/support-access/routes";
import { workspaceGroupRoutes } from "#features/workspaces/workspace-groups/routes";
import { workspaceInviteRoutes } from "#features/workspaces/workspace-invites/routes";
import { workspaceMemberRoutes } from "#features/workspaces/workspace-members/routes";
import { ttsRoutes } from "#features/speech/tts/routes";
import { publicUserRoutes } from "#features/accounts/user/public-routes";
import { twoFactorRoutes } from "#features/accounts/two-factor/routes";
import { userRoutes } from "#features/accounts/user/routes";
import { notificationRoutes } from "#features/accounts/notifications/routes";
import { featureFlagRoutes } from "#features/operators/feature-flags/routes";
import { shareVideoRoutes } from "#features/sharing/share-videos/routes";
import { sharedItemPage } from "#features/sharing/share-links/shared-item-page";
import { sharedItemRoutes, shareLinkRoutes } from "#features/sharing/share-links/routes";
import { createPreviewCache, type PreviewCache } from "#features/voices/voices/preview-cache";
import { voicePreviewRoutes, voiceRoutes } from "#features/voices/voices/routes";
import { voiceDesignRoutes } from "#features/voices/voice-design/routes";
import { voiceCollectionRoutes } from "#features/voices/voice-collections/routes";
import { voiceLibraryRoutes } from "#features/voices/voice-library/routes";
import { voicePvcRoutes } from "#features/voices/voice-pvc/routes";
import { webhookRoutes } from "#features/developers/webhooks/routes";
import { auditLogRoutes } from "#features/workspaces/audit-log/routes";
import { usageRoutes } from "#features/billing/usage/routes";
import { workspaceUsageRoutes } from "#features/workspaces/workspace-usage/routes";
import { requestAnalyticsRoutes } from "#features/workspaces/request-analytics/routes";
import { recordApiRequest, requestLogWriter } from "#features/workspaces/request-analytics/request-log-writer";
import { billingRoutes } from "#features/billing/subscriptions/routes";
import { billingAdminRoutes } from "#features/billing/subscriptions/admin-routes";
import { billingProviderOf } from "#features/billing/subscriptions/create-billing-provider";
import { stripeWebhookRoutes } from "#features/billing/subscriptions/stripe/webhook-routes";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { AUTH_BASE_PATH, isServedAuthEndpoint } from "#platform/auth";
import { authRequestHeaders } from "#platform/client-ip";
import { guardAuthInput } from "#platform/auth-input-guard";
import { answerNoSoonerThan } from "#platform/answer-floor";
import { compressResponse } from "#platform/compression";
import { renderDocsPage } from "#platform/docs-page";
import { AppError, handleError, quoteInput, validationHook } from "#platform/errors";
import { newId } from "#platform/ids";
import { withLogContext } from "#platform/logger";
import { mountOutbox } from "#platform/mail/outbox-routes";
import { operationsRoutes, type Lifecycle } from "#platform/operations";
import { PERMISSIONS_POLICY, privateNoStore } from "#platform/response-policy";
import type { ReadinessCheck } from "#platform/runtime";
import { mountWebApp } from "#platform/web-app";
import { marketingRoutes } from "#features/marketing/public-site/routes";
import { singleUseTokenRoutes } from "#features/developers/single-use-tokens/routes";
import { streamInputRoutes } from "#features/speech/tts-stream-input/routes";
import { realtimeTranscriptionRoutes } from "#features/speech/speech-to-text-realtime/routes";
import { textToDialogueRoutes } from "#features/speech/text-to-dialogue/routes";
import { languagePageSpeechRoutes, languageSampleRoutes } from "#features/marketing/language-pages/routes";
import { registerJobKinds } from "./job-kinds";

const API_VERSION = "1.0.0";

export interface AppOptions {
  /** What /ready checks (database, Redis, storage); none means ready whenever the process answers. */
  checks?: ReadinessCheck[];
  /** Shared with the shutdown sequence: once draining, /ready answers 503. */
  lifecycle?: Lifecycle;
  /** The first retry delay of webhook.deliver jobs (tests make it short). */
  webhookRetryMs?: number;
}

/** Builds the whole HTTP application: API, auth, docs, operations endpoints and the web app; registers job kinds. */
export function createApp(deps: AppDeps, opts: AppOptions = {}): { app: OpenAPIHono<AppEnv>; previews: PreviewCache } {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const previews = createPreviewCache(deps);
  registerJobKinds(deps, { previews, webhookRetryMs: opts.webhookRetryMs });

  const requestLog = requestLogWriter(deps);
  app.use("*", async (c, next) => {
    const requestId = newId();
    c.set("requestId", requestId);
    c.header("request-id", requestId);
    const started = performance.now();
    const at = new Date();
    c.set("startedAt", started);
    await withLogContext({ requestId }, next);
    // The route template, not the path: ids in paths would make a series per item.
    const labels = { method: c.req.method, route: routePath(c), status: String(c.res.status) };
    const elapsedMs = performance.now() - started;
    // The time spent here, as browsers' developer tools and clients read it (a stream: until its first bytes).
    c.res.headers.set("server-timing", `app;dur=${elapsedMs.toFixed(1)}`);
    deps.metrics.httpRequests.inc(labels);
    deps.metrics.httpDuration.observe(labels, elapsedMs / 1000);
    // workspace.analytics.requests: buffered here, written in batches off the request's path.
    const request = { id: requestId, method: c.req.method, path: c.req.path, route: labels.route, status: c.res.status, at, latencyMs: elapsedMs };
    recordApiRequest(requestLog, request, c.get("principal") as Principal | undefined);
  });
  // The Audio Native player is made to be framed by other sites: its own headers, set after secureHeaders'.
  app.use(PLAYER_PATHS, embeddablePlayerHeaders);
  app.use(
    "*",
    secureHeaders({
      crossOriginResourcePolicy: "same-origin",
      crossOriginOpenerPolicy: "same-origin",
      // The same as the CSP's frame-ancestors 'none': no page frames Vocable's, not even its own.
      xFrameOptions: "DENY",
      permissionsPolicy: PERMISSIONS_POLICY,
      // Everything the web app loads is its own; generated audio plays from blob: URLs.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    }),
  );
  app.onError((err, c) => handleError(err, c, (msg, e) => deps.log.error(msg, e)));
  app.notFound((c) => c.json({ detail: { status: "not_found", message: `No route for ${c.req.method} ${quoteInput(c.req.path, 200)}.` } }, 404));

  app.route("/", operationsRoutes(deps, opts.checks ?? [], opts.lifecycle ?? { shuttingDown: false }));

  // Better Auth over HTTP: only the endpoints the web app uses (AUTH_HTTP_ENDPOINTS); any other
  // path under it is a 404 like every unknown route.
  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, async (c, next) => (isServedAuthEndpoint(c.req.method, c.req.path) ? next() : c.notFound()));
  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const request = await guardAuthInput(c, authRequestHeaders(c, deps.config.trustProxy));
    if (request instanceof Response) return request;
    // The inactivity timeout holds here too: an idle session is ended before Better Auth reads it.
    await endIdleSession(deps, request.headers, new Date());
    // Single sign-on's calls to the identity provider are pinned, and its failures told without hosts.
    const response = await handleSsoExchange(deps, c.req.path.slice(AUTH_BASE_PATH.length), () => deps.auth.handler(request));
    // A new address and a registered one answer alike, in what and in when.
    if (c.req.path === `${AUTH_BASE_PATH}/sign-up/email`) await answerNoSoonerThan(c.get("startedAt"), deps.answerFloors.signUpMs);
    return response;
  });

  app.route("/", voicePreviewRoutes(deps, previews));
  app.route("/", audioNativePlayerRoutes(deps));
  app.route("/", sharedItemRoutes(deps));
  app.route("/", languageSampleRoutes(deps, previews));
  app.route("/", soundEffectLibraryRoutes(deps));

  const tooLarge = () => {
    throw new AppError("payload_too_large", 413, `The request body is larger than ${deps.config.maxBodyBytes} bytes.`);
  };
  // Every /v1 route is authenticated, but for the public ones (platform/access/public-routes.ts).
  for (const prefix of ["/v1/*", "/v2/*"]) {
    const limit = bodyLimit({ maxSize: deps.config.maxBodyBytes, onError: tooLarge });
    // Audio uploads stream to disk under MAX_UPLOAD_BYTES instead (platform/uploads).
    app.use(prefix, (c, next) => (isUploadRoute(c.req.method, c.req.path) ? next() : limit(c, next)));
    // Per-account answers: no shared or browser cache keeps them unless the route says otherwise.
    app.use(prefix, privateNoStore);
    app.use(prefix, authenticate(deps));
    app.use(prefix, authorizeRoute());
  }
  app.route("/", userRoutes(deps));
  app.route("/", publicUserRoutes(deps));
  app.route("/", analyticsRoutes(deps));
  app.route("/", languagePageSpeechRoutes(deps));
  app.route("/", streamInputRoutes(deps));
  app.route("/", realtimeTranscriptionRoutes(deps));
  app.route("/", accountSecurityRoutes(deps));
  app.route("/", sessionRoutes(deps));
  app.route("/", supportAccessRoutes(deps));
  app.route("/", twoFactorRoutes(deps));
  app.route("/", apiKeyRoutes(deps));
  app.route("/", singleUseTokenRoutes(deps));
  app.route("/", modelRoutes(deps));
  // Before the voice routes: /v1/voices/collections is not a voice id.
  app.route("/", voiceCollectionRoutes(deps));
  app.route("/", voiceLibraryRoutes(deps));
  app.route("/", voicePvcRoutes(deps));
  app.route("/", voiceRoutes(deps, previews));
  app.route("/", voiceDesignRoutes(deps));
  app.route("/", ttsRoutes(deps));
  app.route("/", textToDialogueRoutes(deps));
  app.route("/", historyRoutes(deps));
  app.route("/", shareLinkRoutes(deps));
  app.route("/", shareVideoRoutes(deps));
  app.route("/", pronunciationDictionaryRoutes(deps));
  app.route("/", serviceAccountRoutes(deps));
  app.route("/", webhookRoutes(deps));
  app.route("/", resourceRoutes(deps));
  app.route("/", workspaceMemberRoutes(deps));
  app.route("/", workspaceInviteRoutes(deps));
  app.route("/", workspaceGroupRoutes(deps));
  app.route("/", auditLogRoutes(deps));
  app.route("/", workspaceUsageRoutes(deps));
  app.route("/", requestAnalyticsRoutes(deps));
  app.route("/", usageRoutes(deps));
  app.route("/", billingRoutes(deps, billingProviderOf(deps)));
  app.route("/", billingAdminRoutes(deps));
  if (deps.config.billing.provider === "stripe") app.route("/", stripeWebhookRoutes(deps));
  app.route("/", instanceAdminRoutes(deps));
  app.route("/", featureFlagRoutes(deps));
  app.route("/", notificationRoutes(deps));
  app.route("/", ssoRoutes(deps));
  app.route("/", authConnectionRoutes());
  app.route("/", engineRoutes(deps));
  app.route("/", openAiSpeechRoutes(deps));
  app.route("/", speechToTextRoutes(deps));
  app.route("/", openAiTranscriptionRoutes(deps));
  app.route("/", forcedAlignmentRoutes(deps));
  app.route("/", audioIsolationRoutes(deps));
  app.route("/", speechToSpeechRoutes(deps));
  app.route("/", soundEffectRoutes(deps));
  app.route("/", dubbingRoutes(deps));
  app.route("/", dubStudioRoutes(deps));
  app.route("/", productionTaskRoutes(deps));
  app.route("/", producerRoutes(deps));
  app.route("/", payoutRoutes(deps));
  app.route("/", productionOrderRoutes(deps));
  app.route("/", audioNativeRoutes(deps));
  app.route("/", localModelRoutes(deps));

  assertEveryRouteHasAccess(
    app.openAPIRegistry.definitions.flatMap((d) => (d.type === "route" && /^\/v[12]\//.test(d.route.path) ? [{ method: d.route.method, path: d.route.path }] : [])),
  );
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKeyAuth", { type: "apiKey", in: "header", name: "xi-api-key" });
  const document = () =>
    app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Vocable", version: API_VERSION, description: "Self-hosted voice platform speaking the ElevenLabs API shapes." },
      servers: [{ url: deps.config.publicUrl }],
    });
  for (const docPath of ["/openapi.json", "/docs"]) app.use(docPath, compressResponse());
  app.get("/openapi.json", (c) => c.json(document()));
  app.get("/docs", (c) => c.html(renderDocsPage(document() as Parameters<typeof renderDocsPage>[0])));

  // Only without SMTP, and only for requests from this machine (it shows live reset links).
  mountOutbox(app, deps);
  app.route("/", marketingRoutes(deps));
  mountWebApp(app, deps.config.webDist, deps.config.publicUrl, sharedItemPage(deps));
  return { app, previews };
}
