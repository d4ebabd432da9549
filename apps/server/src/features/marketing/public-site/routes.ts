import { Hono } from "hono";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { robotsTxt, sitemapPaths, sitemapXml } from "./site-files";

/** Public pages change with a release, not by the minute. */
const CACHE = "public, max-age=3600";

/** GET /sitemap.xml and /robots.txt, for search engines (no credentials, nothing personal). */
export function marketingRoutes(deps: Pick<AppDeps, "config">) {
  const app = new Hono<AppEnv>();
  const { publicUrl } = deps.config;
  const sitemap = sitemapXml(publicUrl, sitemapPaths(deps.config.billing.provider !== "none"));
  const robots = robotsTxt(publicUrl);
  app.get("/sitemap.xml", (c) => c.body(sitemap, 200, { "content-type": "application/xml; charset=utf-8", "cache-control": CACHE }));
  app.get("/robots.txt", (c) => c.body(robots, 200, { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE }));
  return app;
}
