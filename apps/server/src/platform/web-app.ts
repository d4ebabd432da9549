import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";

const API_PREFIXES = ["/v1/", "/v2/", "/api/", "/openapi.json", "/docs", "/health"];

/**
 * Serves the built React app: its files, and index.html for every other GET that is not an API
 * path (client-side routes like /app/sign-in). Without a build, explains how to make one.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  app.use("/assets/*", serveStatic({ root: path.relative(process.cwd(), distDir) || "." }));
  app.get("*", async (c, next) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    const file = path.join(distDir, path.normalize(c.req.path));
    if (file.startsWith(distDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return serveStatic({ root: path.relative(process.cwd(), distDir) || "." })(c, next);
    }
    if (!fs.existsSync(indexFile)) {
      return c.html("<h1>Vocable</h1><p>The web app is not built yet: run <code>npm run build</code>.</p>", 503);
    }
    c.header("cache-control", "no-cache");
    return c.html(fs.readFileSync(indexFile, "utf8"));
  });
}
