import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { isAppRoute, isMissingTablePage } from "@vocable/domain";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./app-env";
import { compressResponse, isCompressibleType, varyOnAcceptEncoding } from "./compression";
import { withPageHead, type PageHeadContent } from "./page-head";

const API_PREFIXES = ["/v1/", "/v2/", "/api/", "/openapi.json", "/docs", "/health"];

/** Built files under /assets/ have a content hash in their name: a new build means a new URL. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The app page and any HTML file name the current asset URLs, so browsers must revalidate them. */
const REVALIDATE = "no-cache";
/** Other public files (favicon, robots.txt) keep their name across builds. */
const SHORT = "public, max-age=3600";

function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith("/assets/")) return IMMUTABLE;
  return path.extname(requestPath).toLowerCase() === ".html" ? REVALIDATE : SHORT;
}

/**
 * Serves the built React app: its files (the build's precompressed `.br`/`.gz` twins when the
 * client accepts them), and the app page for every other GET that is not an API path: with 200
 * for the web app's routes (`APP_ROUTES`, a use-case page only for a use case that exists) and 404
 * for any other path, where the app shows its Not Found page. A public page's head carries its
 * title, description and canonical URL on `publicUrl` (page-head.ts). Without a build, explains
 * how to make one.
 */
/**
 * A page whose existence and head come from data (a share link's page): null for a path it does
 * not serve, else whether the page exists (404 when not) and its head.
 */
export type PageResolver = (pathname: string) => Promise<{ found: boolean; page?: PageHeadContent } | null>;

export function mountWebApp(app: Hono<AppEnv>, distDir: string, publicUrl: string, resolvePage: PageResolver = async () => null) {
  const indexFile = path.join(distDir, "index.html");
  const files = serveStatic({ root: path.relative(process.cwd(), distDir) || ".", precompressed: true });
  const compress = compressResponse();
  // Read once it exists: the page is small and asked for on every client-side route.
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : null);

  const appPage = async (c: Context<AppEnv>) => {
    const html = readIndex();
    if (!html) return c.html("<h1>Vocable</h1><p>The web app is not built yet: run <code>npm run build</code>.</p>", 503);
    c.header("cache-control", REVALIDATE);
    const resolved = await resolvePage(c.req.path);
    const found = resolved ? resolved.found : isAppRoute(c.req.path) && !isMissingTablePage(c.req.path);
    return c.html(withPageHead(html, { pathname: c.req.path, publicUrl, found, page: resolved?.page }), found ? 200 : 404);
  };

  app.get("*", async (c, next) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    // A path with an extension names a file: serve it or let it be a 404, never the app page.
    if (path.extname(c.req.path)) {
      const res = await files(c, next);
      if (res?.ok) {
        res.headers.set("cache-control", cacheControlFor(c.req.path));
        // An identity answer must say so too, or a shared cache could hand it a brotli copy.
        if (isCompressibleType(res.headers.get("content-type"))) varyOnAcceptEncoding(res.headers);
      }
      return res;
    }
    await compress(c, async () => {
      c.res = await appPage(c);
    });
    return c.res;
  });
}
