import axe from "axe-core";
import { expect, test, type Page } from "@playwright/test";
import { APP_ROUTES, NOT_FOUND_TITLE, allMarketingPages, matchesRoutePattern } from "@vocable/domain";
import { signUp } from "./sign-up";

/**
 * The public site as a visitor meets it: every public page answers 200 with its own title, the
 * one header and footer, and no critical or serious axe finding in the light and the dark theme;
 * an unknown path answers 404 with the same header; the home page leads to pricing and the
 * products; the header's menu works on a phone; signed in, the header leads into the app. The pages are visited through the footer's links
 * (client-side, as a visitor goes), so axe is loaded into the page once rather than per audit.
 */

type Theme = "light" | "dark";
const PAGES = allMarketingPages();
/** The pages the footer links: all but the language and accent pages (/languages links those; e2e/language-pages.spec.ts audits them). */
const FOOTER_PAGES = PAGES.filter((page) => !matchesRoutePattern(APP_ROUTES.languagePage, page.path));

/** The critical and serious axe findings on what the page shows, one line each (axe loaded into the page when missing). */
async function axeFindings(page: Page, label: string): Promise<string[]> {
  // Through the debugging protocol, as AxeBuilder does: the app's CSP refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // Transitions done: colours are judged at their final values, not half-way through a theme switch.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const found = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((v) => v.impact === "critical" || v.impact === "serious")
      .map((v) => `${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")}`);
  });
  return found.map((line) => `${label}: ${line}`);
}

/** Switches the theme with the header's toggle and waits until the page shows it. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator("html");
  const dark = /\bdark\b/.test((await html.getAttribute("class")) ?? "");
  if (dark !== (theme === "dark")) await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** The page has its content (a heading, no loading spinner) and the public header and footer. */
async function shown(page: Page): Promise<void> {
  await expect(page.getByTestId("public-header")).toBeVisible();
  await expect(page.getByTestId("public-footer")).toBeVisible();
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
}

test("every public page answers 200 with its title, the header and footer, and passes axe in light and dark", async ({ page }) => {
  // The server's answer: 200, and the page's own title in the HTML before any script runs.
  for (const { path, title } of PAGES) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(`<title>${title}</title>`);
  }

  await page.goto("/");
  const findings: string[] = [];
  // The theme alternates: each page is audited in the theme it opens in, then in the other one.
  let theme: Theme = "light";
  for (const { path, title } of FOOTER_PAGES) {
    // The tour starts at home (the table's first page); the footer links every other page.
    if (path !== "/") await page.getByTestId("public-footer").locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new URL(path, page.url()).href);
    await shown(page);
    await expect(page, path).toHaveTitle(title);
    findings.push(...(await axeFindings(page, `${path} [${theme}]`)));
    theme = theme === "light" ? "dark" : "light";
    await switchTheme(page, theme);
    findings.push(...(await axeFindings(page, `${path} [${theme}]`)));
  }
  expect(findings, findings.join("\n")).toEqual([]);
});

test("an unknown path and an unknown use case answer 404 with the public header and footer", async ({ page }) => {
  for (const path of ["/no-such-page", "/use-cases/no-such-use"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByTestId("public-header")).toBeVisible();
    await expect(page.getByTestId("public-footer")).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  }
  const findings = await axeFindings(page, "404");
  expect(findings, findings.join("\n")).toEqual([]);
});

test("the home page leads to pricing and the product pages, and each page's title follows client-side navigation", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  for (const path of ["/text-to-speech", "/voice-cloning", "/voice-library", "/text-reader", "/voice-isolator", "/api", "/dubbing", "/use-cases/audiobooks"]) {
    await expect(main.locator(`a[href="${path}"]`).first(), path).toBeVisible();
  }
  await main.getByRole("link", { name: "See pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { name: "Pricing", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Pricing · Vocable");

  await page.getByTestId("public-footer").getByRole("link", { name: "API pricing" }).click();
  await expect(page).toHaveURL(/\/pricing\/api$/);
  await expect(page.getByRole("region", { name: "API prices per 1,000 characters" })).toContainText("Creator");
  await expect(page).toHaveTitle("API pricing per character · Vocable");

  // The header's links and the search-engine files.
  await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Languages" }).click();
  await expect(page.getByRole("heading", { name: "Languages", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Languages of the built-in voices" })).toContainText("French");
  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/use-cases/audiobooks</loc>");
  expect(await (await page.request.get("/robots.txt")).text()).toContain("Disallow: /app");
});

test("on a phone the header's menu opens every public link, closes on Escape and on navigation, and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await shown(page);
  const button = page.getByTestId("public-menu-button");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  const menu = page.getByRole("navigation", { name: "Site menu" });
  await expect(menu.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Safety" })).toBeVisible();
  for (const theme of ["dark", "light"] as const) {
    await switchTheme(page, theme);
    const findings = await axeFindings(page, `menu [${theme}]`);
    expect(findings, findings.join("\n")).toEqual([]);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole("link", { name: "Voice cloning" }).click();
  await expect(page).toHaveURL(/\/voice-cloning$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Voice cloning, with consent built in");
});

test("signed in, the header's way in is Go to the app, which opens the app's home", async ({ page }) => {
  await signUp(page, "Public Visitor");
  await page.goto("/enterprise");
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await account.getByRole("link", { name: "Go to the app" }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page).toHaveTitle("Vocable");
});
