import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ACCESSIBILITY_ADMIN_EMAIL } from "./instance-admin";
import { signUp } from "./sign-up";

/**
 * Every page a new user reaches (the public pages, then as a signed-up operator every page of the
 * sidebar, its section tabs and the account menu, and the voice picker and speed menu popovers),
 * in the light and the dark theme, has no critical or serious axe finding; the skip link is the
 * first tab stop; the sidebar at 1440x900 and the phone drawer show every entry.
 */

type Theme = "light" | "dark";
type Finding = { theme: Theme; state: string; rule: string; impact: string; help: string; targets: string[] };

const PUBLIC_PAGES = ["/", "/app/sign-in", "/app/sign-up", "/pricing", "/contact-sales"];

const findings: Finding[] = [];
let checked = 0;

/** Waits for the page to settle: no request in flight and a heading shown. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1, h2").first()).toBeVisible();
  // Skeletons and spinners gone (a page that loads shows its content, not its placeholder).
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
}

/** What moves on the page: the finite animations running and the toasts with their state. */
function motion(page: Page): Promise<string> {
  return page.evaluate(() => {
    const running = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity).length;
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")].map((t) => `${t.getAttribute("data-mounted")}/${t.getAttribute("data-removed")}`);
    return `${running} ${toasts.join(",")}`;
  });
}

/** Axe's findings on a page that did not move while axe read it, or null when it did. */
async function settledAnalysis(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const before = await motion(page);
  const result = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return (await motion(page)) === before && before.startsWith("0 ") ? result : null;
}

/** Runs axe on what the page shows and records the critical and serious findings. */
async function audit(page: Page, theme: Theme, state: string): Promise<void> {
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Transitions done: a toast or a dialog fading in is judged at its final colours, not half-way
  // (endless ones, such as a spinner, do not end).
  // A toast that starts leaving while axe reads the page (its 5.5 s are up) is read again once gone.
  let result = await settledAnalysis(page);
  for (let tries = 1; tries < 4 && result === null; tries += 1) result = await settledAnalysis(page);
  if (result === null) throw new Error(`${state}: the page kept animating while axe read it`);
  checked += 1;
  const before = findings.length;
  for (const violation of result.violations) {
    if (violation.impact !== "critical" && violation.impact !== "serious") continue;
    findings.push({
      theme,
      state,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 6).map((node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`),
    });
  }
  for (const f of findings.slice(before)) console.log(`[${theme}] ${state}: ${f.rule} (${f.impact}) ${f.targets.length} of the nodes: ${f.targets[0]}`);
}

/** The theme through the account menu (signed in) or the header's toggle (public pages). */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator("html");
  const menu = page.getByTestId("sidebar").getByTestId("account-menu");
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("menuitemradio", { name: theme === "dark" ? "Dark" : "Light" }).click();
  } else if (((await html.getAttribute("class")) ?? "").includes("dark") !== (theme === "dark")) {
    await page.getByTestId("theme-toggle").click();
  }
  await expect(html).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** The paths of a navigation's links, in order. */
async function linkPaths(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
  return hrefs.filter((href) => href.startsWith("/app/"));
}

/** The pages of the sidebar and the account menu. */
async function navigationPages(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId("sidebar");
  const found = new Set<string>(await linkPaths(sidebar.locator("nav a")));
  await sidebar.getByTestId("account-menu").click();
  for (const path of await linkPaths(page.getByRole("menu").getByRole("menuitem"))) found.add(path);
  await page.keyboard.press("Escape");
  return [...found];
}

/**
 * Audits every page of `start` and of the section tabs (Workspace, Voices) the pages show, in
 * one theme; returns the pages visited.
 */
async function auditPages(page: Page, theme: Theme, start: string[]): Promise<string[]> {
  const pages = [...start];
  for (let i = 0; i < pages.length; i += 1) {
    // Through the app's own links where the page shows one (as a person goes), else by address.
    const link = page.locator(`[data-testid=sidebar] a[href="${pages[i]}"], main nav a[href="${pages[i]}"]`).first();
    if (await link.isVisible()) await link.click();
    else await page.goto(pages[i]);
    await expect(page).toHaveURL(new RegExp(`${pages[i]}$`));
    await settle(page);
    await audit(page, theme, pages[i]);
    for (const tab of await linkPaths(page.locator("main nav a"))) if (!pages.includes(tab)) pages.push(tab);
  }
  return pages;
}

/** The box of `target` lies inside `container`'s box and a click at its centre reaches it. */
async function fullyShown(target: Locator, container: Locator): Promise<boolean> {
  const [t, c] = [await target.boundingBox(), await container.boundingBox()];
  if (!t || !c) return false;
  const inside = t.y >= c.y - 0.5 && t.y + t.height <= c.y + c.height + 0.5 && t.x >= c.x - 0.5 && t.x + t.width <= c.x + c.width + 0.5;
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && el.contains(at);
  });
  return inside && hit;
}

/** No element between `inner` and the sidebar scrolls on its own (the navigation is no scroll area of its own). */
async function scrollsOnItsOwn(inner: Locator): Promise<string | null> {
  return inner.evaluate((el) => {
    for (let node = el.parentElement; node && !node.matches("[data-testid=sidebar], #mobile-drawer > div"); node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1) {
        return `${node.tagName.toLowerCase()}.${node.className} shows ${node.clientHeight} of ${node.scrollHeight} px`;
      }
    }
    return null;
  });
}

/** Each entry of the navigations inside `container` can be scrolled into view whole and clicked. */
async function everyEntryReachable(container: Locator, label: string): Promise<void> {
  const entries = container.locator("nav a, [data-testid=sign-out]");
  const count = await entries.count();
  expect(count, `${label}: entries`).toBeGreaterThan(10);
  for (let i = 0; i < count; i += 1) {
    const entry = entries.nth(i);
    await entry.scrollIntoViewIfNeeded();
    const name = (await entry.textContent())?.trim();
    expect.soft(await fullyShown(entry, container), `${label}: "${name}" is shown whole and clickable`).toBe(true);
  }
}

test("every page passes axe in light and dark, with a skip link and a sidebar that shows every entry", async ({ page }) => {
  // 59 states (about 3 minutes on a busy two-core machine): a ceiling for a loaded machine, not a timing.
  test.setTimeout(600_000);
  const started = Date.now();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The public pages, signed out.
  for (const theme of ["light", "dark"] as const) {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await settle(page);
      await useTheme(page, theme);
      await audit(page, theme, path);
    }
  }

  // An operator (ADMIN_EMAILS) sees every page, the server's pages included.
  await signUp(page, "Access Checker", ACCESSIBILITY_ADMIN_EMAIL);
  await settle(page);
  await useTheme(page, "light");

  // The skip link is the first tab stop and moves focus to the page's main region.
  const skip = page.getByRole("link", { name: "Skip to content" });
  await page.reload();
  await settle(page);
  await page.keyboard.press("Tab");
  await expect.soft(skip, "the first tab stop is the skip link").toBeFocused({ timeout: 5_000 });
  await expect.soft(skip).toBeInViewport({ timeout: 5_000 });
  await page.keyboard.press("Enter");
  await expect.soft(page.getByRole("main"), "the skip link moves focus to the main region").toBeFocused({ timeout: 5_000 });
  // The next tab stop is the page's first control, not the sidebar's.
  await page.keyboard.press("Tab");
  expect.soft(await page.evaluate(() => !!document.querySelector("main")?.contains(document.activeElement)), "the tab stop after main is in main").toBe(true);

  // At 1440x900 the operator's sidebar shows its navigation whole: no scroll area of its own.
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.getByTestId("nav-engines")).toBeAttached();
  const main = sidebar.getByRole("navigation", { name: "Main" });
  expect.soft(await scrollsOnItsOwn(main), "the main navigation scrolls on its own").toBeNull();
  // The main group fits whole without scrolling; the rest (the server's group) is a scroll of the whole sidebar away.
  for (const entry of await main.getByRole("link").all()) {
    expect.soft(await fullyShown(entry, sidebar), `sidebar at 1440x900: "${await entry.textContent()}" shown without scrolling`).toBe(true);
  }
  await everyEntryReachable(sidebar, "sidebar at 1440x900");

  const navigation = await navigationPages(page);
  expect(navigation).toEqual(expect.arrayContaining(["/app/admin/engines", "/app/settings", "/app/usage", "/app/workspace"]));

  // Text to speech with speech generated: the voice picker and the player's speed menu, open, in both themes.
  await page.goto("/app/speech-synthesis/text-to-speech");
  await settle(page);
  await page.getByTestId("tts-text").fill("Hello from the accessibility check.");
  const generate = page.getByTestId("tts-generate");
  await expect(generate).toBeEnabled({ timeout: 30_000 });
  await generate.click();
  await expect(page.getByTestId("audio-player")).toBeVisible({ timeout: 60_000 });
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await page.getByTestId("voice-picker").click();
    const picker = page.locator("[data-radix-popper-content-wrapper] [role=dialog]");
    await expect(picker).toBeVisible();
    await expect.soft(picker).toHaveAccessibleName("Voices", { timeout: 5_000 });
    await expect(picker.getByTestId("voice-option").first()).toBeVisible();
    await audit(page, theme, "voice picker");
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await page.getByTestId("player-speed").click();
    const speed = page.locator("[data-radix-popper-content-wrapper] [role=dialog]");
    await expect(speed).toBeVisible();
    await expect.soft(speed).toHaveAccessibleName("Playback speed", { timeout: 5_000 });
    await audit(page, theme, "speed menu");
    await page.keyboard.press("Escape");
    await expect(speed).toBeHidden();
  }

  // Every page, in the dark theme (the one chosen last), then in the light one.
  await useTheme(page, "dark");
  // The app's home (the logo's link and where sign-in lands) is not in the navigation's lists.
  const pages = await auditPages(page, "dark", [...navigation, "/app/home"]);
  expect(pages).toEqual(expect.arrayContaining(["/app/workspace/members", "/app/default-voices"]));
  await useTheme(page, "light");
  await auditPages(page, "light", pages);

  // The phone drawer: every entry, Workspace included, scrolls into view whole.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.locator("#mobile-drawer > div");
  await expect(drawer).toBeVisible();
  expect.soft(await scrollsOnItsOwn(drawer.getByRole("navigation", { name: "Main" })), "the drawer's navigation scrolls on its own").toBeNull();
  await everyEntryReachable(drawer, "phone drawer");
  await audit(page, "light", "phone drawer");
  await page.keyboard.press("Escape");

  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(`${f.theme} ${f.rule} (${f.impact})`, (byRule.get(`${f.theme} ${f.rule} (${f.impact})`) ?? 0) + 1);
  const report = findings.map((f) => `[${f.theme}] ${f.state}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join("\n    ")}`).join("\n");
  const summary = [...byRule].map(([key, n]) => `${n} ${key}`).join("\n");
  console.log(`${checked} states checked in ${Math.round((Date.now() - started) / 1000)} s; ${findings.length} critical or serious findings\n${summary}`);
  expect(findings, `critical or serious axe findings:\n${summary}\n${report}`).toEqual([]);
});
