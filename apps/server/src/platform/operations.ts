import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./app-env";
import type { ReadinessCheck } from "./runtime";
import { isLoopbackHost } from "./loopback";
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
 * Who may read /metrics: with METRICS_TOKEN, only `Authorization: Bearer <token>`; without one,
 * anyone only while the server listens on loopback (HOST 127.0.0.1, ::1 or localhost), and nobody
 * otherwise (the metrics name routes, engines, queue depths and traffic).
 */
export function metricsAccess(config: Pick<AppDeps["config"], "host" | "metricsToken">): "token" | "open" | "off" {
  if (config.metricsToken) return "token";
  return isLoopbackHost(config.host) ? "open" : "off";
}

/**
 * `/health` (the process answers: liveness), `/ready` (every configured part answers: database,
 * Redis, storage; 503 naming the parts that do not) and `/metrics` (Prometheus text format; see
 * metricsAccess for who may read it).
 */
export function operationsRoutes(deps: Pick<AppDeps, "config" | "metrics" | "log">, checks: ReadinessCheck[], lifecycle: Lifecycle) {
  const app = new Hono<AppEnv>();
  const access = metricsAccess(deps.config);
  if (access === "off") deps.log.info(`metrics are off: GET /metrics answers 404 until METRICS_TOKEN is set (HOST ${deps.config.host} is not loopback)`);
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
    if (access === "off") {
      return c.json({ detail: { status: "not_found", message: "Metrics are off: set METRICS_TOKEN and send it as Authorization: Bearer <token>." } }, 404);
    }
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
