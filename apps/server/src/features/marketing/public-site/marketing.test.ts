import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NOT_FOUND_TITLE, allMarketingPages } from "@vocable/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";
import { withPageHead } from "#platform/page-head";

const PUBLIC_URL = "https://voices.example.org";
// The head of a real build's page (apps/web/index.html after Vite).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Vocable: self-hostable text to speech." />
    <title>Vocable</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-marketing-dist-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: `${PUBLIC_URL}/` });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The value of the head tag `<tag ... attr="name" content="...">`. */
function metaContent(html: string, attr: "name" | "property", name: string): string | undefined {
  return new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
}

describe("the public pages' heads", () => {
  it("answer every public page with 200, its own title and description, a canonical URL on PUBLIC_URL and OpenGraph tags", async () => {
    for (const page of allMarketingPages()) {
      const res = await t.request(page.path);
      expect(res.status, page.path).toBe(200);
      const html = await res.text();
      const escaped = (s: string) => s.replace(/&/g, "&#38;").replace(/'/g, "&#39;").replace(/"/g, "&#34;");
      expect(html, page.path).toContain(`<title>${escaped(page.title)}</title>`);
      expect(metaContent(html, "name", "description"), page.path).toBe(escaped(page.description));
      expect(html.match(/<meta name="description"/g), page.path).toHaveLength(1);
      expect(html.match(/<title>/g), page.path).toHaveLength(1);
      expect(html, page.path).toContain(`<link rel="canonical" href="${PUBLIC_URL}${page.path}" />`);
      expect(metaContent(html, "property", "og:url"), page.path).toBe(`${PUBLIC_URL}${page.path}`);
      expect(metaContent(html, "property", "og:title"), page.path).toBe(escaped(page.title));
      expect(html.indexOf("<link rel=\"canonical\""), page.path).toBeLessThan(html.indexOf("</head>"));
    }
  });

  it("gives the canonical spelling of a path asked with other letter case or a trailing slash", async () => {
    const html = await (await t.request("/Use-Cases/Audiobooks/")).text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/use-cases/audiobooks" />`);
  });

  it("answers an unknown use case and any unknown path with 404, the Not Found title and noindex", async () => {
    for (const route of ["/use-cases/nope", "/use-cases", "/about/more", "/nope"]) {
      const res = await t.request(route);
      expect(res.status, route).toBe(404);
      const html = await res.text();
      expect(html, route).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
      expect(html, route).toContain(`<meta name="robots" content="noindex" />`);
      expect(html, route).not.toContain("canonical");
    }
  });

  it("leaves the app's own pages as built", async () => {
    const res = await t.request("/app/sign-in");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it("puts the tags after the title when a page has no closing head", () => {
    const html = withPageHead("<!doctype html><title>Vocable</title><div id=root></div>", { pathname: "/about", publicUrl: "https://x.test", found: true });
    expect(html).toMatch(/^<!doctype html><title>About Vocable<\/title><meta name="description" content="[^"]+" \/>/);
    expect(html.indexOf('<link rel="canonical" href="https://x.test/about" />')).toBeLessThan(html.indexOf("<div id=root>"));
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists every public page once as an absolute URL on PUBLIC_URL", async () => {
    const res = await t.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(allMarketingPages().map((page) => `${PUBLIC_URL}${page.path}`));
    expect(locs.some((loc) => loc.includes("/app"))).toBe(false);
  });

  it("keeps crawlers out of the app and the API, not out of the public /api page, and names the sitemap", async () => {
    const res = await t.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /app", "Disallow: /v1/", "Disallow: /api/", `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
    expect(lines).not.toContain("Disallow: /api");
  });

  it("leaves the billing pages out of the sitemap where plans are not offered", async () => {
    const none = await createTestApp({ WEB_DIST: dist, PUBLIC_URL, BILLING_PROVIDER: "none" });
    try {
      const xml = await (await none.request("/sitemap.xml")).text();
      expect(xml).toContain(`${PUBLIC_URL}/about<`);
      for (const p of ["/pricing", "/pricing/api", "/contact-sales"]) expect(xml).not.toContain(`${PUBLIC_URL}${p}<`);
    } finally {
      await none.close();
    }
  });
});
