import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { EngineList, ErrorBody } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json } from "#platform/openapi";
import { listEngines } from "./use-cases/list-engines";

const list = createRoute({
  method: "get",
  path: "/v1/engines",
  tags: ["engines"],
  security: apiKeySecurity,
  summary: "The server's speech engines: capabilities, languages, voices, models, health and measured speed (instance operators: ADMIN_EMAILS, signed in)",
  responses: { 200: json(EngineList), 403: json(ErrorBody, "Not an instance operator (or an API key: this call needs a session)"), ...commonErrors },
});

/** The engine registry as operators see it (issue 10 §1). */
export function engineRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, async (c) => c.json(await listEngines(deps, c.get("principal")), 200));
  return app;
}
