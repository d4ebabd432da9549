import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./app-env";
import type { ReadinessCheck } from "./runtime";
import { withTimeout } from "./timeouts";

/** Whether the server is draining for shutdown (then /ready answers 503 so balancers stop sending). */
export interface Lifecycle {
  shuttingDown: boolean;
}

const CHECK_TIMEOUT_MS = 3000;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/health` (the process answers: liveness), `/ready` (every configured part answers: database,
 * Redis, storage; 503 naming the parts that do not) and `/metrics` (Prometheus text format; with
 * METRICS_TOKEN set, only for `Authorization: Bearer <token>`).
 */
export function operationsRoutes(deps: Pick<AppDeps, "config" | "metrics" | "log">, checks: ReadinessCheck[], lifecycle: Lifecycle) {
  const app = new Hono<AppEnv>();
  app.get("/health", (c) => c.json({ status: "ok" }));

  app.get("/ready", async (c) => {
    c.header("cache-control", "no-store");
    if (lifecycle.shuttingDown) return c.json({ status: "shutting_down", checks: {} }, 503);
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, "ok"] as const;
        } catch (err) {
          deps.log.warn(`readiness check failed: ${name}`, err);
          return [name, `down: ${err instanceof Error ? err.message : String(err)}`] as const;
        }
      }),
    );
    const down = results.filter(([, state]) => state !== "ok").map(([name]) => name);
    const body = { status: down.length === 0 ? "ok" : "unavailable", down, checks: Object.fromEntries(results) };
    return c.json(body, down.length === 0 ? 200 : 503);
  });

  app.get("/metrics", async (c) => {
    const token = deps.config.metricsToken;
    if (token) {
      const given = c.req.header("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1] ?? "";
      if (!sameSecret(given, token)) {
        return c.json({ detail: { status: "unauthorized", message: "Send the metrics token as Authorization: Bearer <token>." } }, 401);
      }
    }
    const text = await deps.metrics.registry.metrics();
    return c.body(text, 200, { "content-type": deps.metrics.registry.contentType, "cache-control": "no-store" });
  });
  return app;
}
