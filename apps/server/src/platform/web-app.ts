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
  const files = serveStatic({ root: path.relative(process.cwd(), distDir) || "." });
  // Read once it exists: the page is small and asked for on every client-side route.
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : null);

  app.use("/assets/*", files);
  app.get("*", async (c, next) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    // A path with an extension names a file: serve it or let it be a 404, never the app page.
    if (path.extname(c.req.path)) return files(c, next);
    const html = readIndex();
    if (!html) return c.html("<h1>Vocable</h1><p>The web app is not built yet: run <code>npm run build</code>.</p>", 503);
    c.header("cache-control", "no-cache");
    return c.html(html);
  });
}
