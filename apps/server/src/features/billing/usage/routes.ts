import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { ErrorBody, UsageCharacterStatsQuery, UsageCharactersResponse } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { attachment } from "#platform/attachment";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json } from "#platform/openapi";
import { csvFileName, presentCharacterStats, presentCharacterStatsCsv } from "./presenter";
import { getCharacterStats } from "./use-cases/get-character-stats";

const refusals = { 403: json(ErrorBody, "include_workspace_metrics=true from a caller who is not a workspace admin (or a key without workspace_analytics_full_read)") };

const stats = createRoute({
  tags: ["usage"],
  security: apiKeySecurity,
  method: "get",
  path: "/v1/usage/character-stats",
  summary: "Characters used over time, the caller's own or the workspace's (admins), per breakdown (client.usage.get)",
  description:
    "Usage is recorded per UTC hour when a generation settles (charged characters minus refunds) and counted in the hour the request was made. Labels: \"All\" for breakdown none, voice names, model ids, member e-mails, API key names (\"No API key\" for the web app); a name two keys share gets the key's id in brackets. The same query with `.csv` appended to the path downloads the numbers as CSV.",
  request: { query: UsageCharacterStatsQuery },
  responses: { 200: json(UsageCharactersResponse), ...commonErrors, ...refusals },
});

const statsCsv = createRoute({
  tags: ["usage"],
  security: apiKeySecurity,
  method: "get",
  path: "/v1/usage/character-stats.csv",
  summary: "The character stats as a CSV download: header time_utc,time_unix_ms,<breakdown_type>,<metric>, one row per bucket and label",
  request: { query: UsageCharacterStatsQuery },
  responses: { 200: { content: { "text/csv": { schema: z.string() } }, description: "CSV attachment" }, ...commonErrors, ...refusals },
});

/** GET /v1/usage/character-stats (`client.usage.get`) and its CSV export. */
export function usageRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(stats, async (c) => c.json(presentCharacterStats(await getCharacterStats(deps, c.get("principal"), c.req.valid("query"))), 200));
  app.openapi(statsCsv, async (c) => {
    const q = c.req.valid("query");
    const csv = presentCharacterStatsCsv(await getCharacterStats(deps, c.get("principal"), q), q);
    return c.body(csv, 200, { "content-type": "text/csv; charset=utf-8", "content-disposition": attachment(csvFileName(q)), "cache-control": "private, no-store" });
  });
  return app;
}
