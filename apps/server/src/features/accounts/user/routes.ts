import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { Subscription, User } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json } from "#platform/openapi";
import { onboardingRoutes } from "./onboarding-routes";
import { profileRoutes } from "./profile-routes";
import { getCurrentUser } from "./use-cases/get-current-user";
import { getSubscription } from "./use-cases/get-subscription";

const getUser = createRoute({
  method: "get",
  path: "/v1/user",
  tags: ["user"],
  summary: "Get the signed-in user",
  security: apiKeySecurity,
  responses: { 200: json(User), ...commonErrors },
});

const subscription = createRoute({
  method: "get",
  path: "/v1/user/subscription",
  tags: ["user"],
  summary: "Get the workspace subscription and character quota",
  security: apiKeySecurity,
  responses: { 200: json(Subscription), ...commonErrors },
});

export function userRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(getUser, async (c) => c.json(await getCurrentUser({ db: deps.db, adminEmails: deps.config.adminEmails }, c.get("principal")), 200));
  app.openapi(subscription, async (c) => c.json(await getSubscription(deps.db, c.get("principal")), 200));
  app.route("/", profileRoutes(deps));
  app.route("/", onboardingRoutes(deps));
  return app;
}
