import { APP_ROUTES, allMarketingPages } from "@vocable/domain";
import { escapeHtml } from "#platform/html";

/** Paths that only mean something where plans are offered (BILLING_PROVIDER other than none). */
const BILLING_PATHS: ReadonlySet<string> = new Set([APP_ROUTES.pricing, APP_ROUTES.apiPricing, APP_ROUTES.contactSales]);

/** The public pages worth listing: every marketing page, the billing ones only where plans exist. */
export function sitemapPaths(plansOffered: boolean): string[] {
  return allMarketingPages()
    .map((page) => page.path)
    .filter((path) => plansOffered || !BILLING_PATHS.has(path));
}

/** /sitemap.xml (sitemaps.org 0.9): the public pages' absolute URLs on PUBLIC_URL. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/**
 * /robots.txt: crawlers may read the public pages and the API reference (/docs), not the app
 * (/app), the API (/v1, /v2) or the sign-in calls (/api/ with its slash: /api alone is a public
 * page); the sitemap is named by its absolute URL.
 */
export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Disallow: /app", "Disallow: /v1/", "Disallow: /v2/", "Disallow: /api/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}
