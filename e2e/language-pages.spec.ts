import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ACCENT_PAGES, LANGUAGE_PAGE_COUNT, LANGUAGE_PAGE_LANGUAGES, LANGUAGE_PAGE_TEXT_MAX, NOT_FOUND_TITLE, findLanguagePage } from "@vocable/domain";

/**
 * The language and accent landing pages as a visitor meets them, without an account: /languages
 * lists them, a page plays its sample, says when an accent is only approximated, speaks the
 * visitor's own text, an unknown one is Not Found, and the pages pass axe in both themes.
 */

type Theme = "light" | "dark";

/** The table's row of `slug` (the journey's pages exist in it). */
function entryOf(slug: string) {
  const entry = findLanguagePage(slug);
  if (!entry) throw new Error(`no landing page ${slug}`);
  return entry;
}

/** Whether the audio element has played past its start and is playing, or has played to its end. */
async function hasPlayed(audio: Locator): Promise<boolean> {
  return audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 && (!element.paused || element.ended));
}

/** The whole size in bytes of an audio answer (a range answer says it after the slash of Content-Range). */
function audioSize(headers: Record<string, string>): number {
  const range = /\/(\d+)$/.exec(headers["content-range"] ?? "");
  return Number(range?.[1] ?? headers["content-length"] ?? 0);
}

/** Switches the theme with the public header's toggle and waits until the page shows it. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator("html");
  if (((await html.getAttribute("class")) ?? "").includes("dark") !== (theme === "dark")) await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** The critical and serious axe findings on what the page shows, one line each. */
async function axeFindings(page: Page, label: string): Promise<string[]> {
  // Colours are judged at their final values, not half-way through the theme's transition.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return result.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")}`);
}

test("/languages lists every language and accent page, and a language's link opens its page", async ({ page }) => {
  await page.goto("/languages");
  const main = page.getByRole("main");
  await expect(main.getByText(new RegExp(`^${LANGUAGE_PAGE_COUNT} languages, each with a page of its own`))).toBeVisible();
  await expect(main.getByText(new RegExp(`^${ACCENT_PAGES.length} accents\\.`))).toBeVisible();
  // What the page said before stays.
  await expect(page.getByRole("list", { name: "Languages of the built-in voices" })).toContainText("French");

  const languages = page.getByRole("list", { name: "Language pages" }).getByRole("link");
  await expect(languages).toHaveCount(LANGUAGE_PAGE_COUNT);
  await expect(languages).toHaveText(LANGUAGE_PAGE_LANGUAGES.map((entry) => entry.name));
  const accents = page.getByRole("list", { name: "Accent pages" }).getByRole("link");
  await expect(accents).toHaveText(ACCENT_PAGES.map((entry) => entry.name));
  // Each with its flag, bundled with the app.
  for (const link of [languages.first(), accents.first()]) {
    await expect(link.locator("img")).toHaveJSProperty("complete", true);
    expect(await link.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await page.getByRole("list", { name: "Language pages" }).getByRole("link", { name: "Czech", exact: true }).click();
  await expect(page).toHaveURL(/\/text-to-speech\/czech$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Czech text to speech");
  await expect(page).toHaveTitle("Czech text to speech · Vocable");
  await expect(page.getByTestId("public-header")).toBeVisible();
});

test("a language page plays its sample", async ({ page }) => {
  const sampleAnswer = page.waitForResponse((response) => response.url().endsWith("/v1/language-pages/czech/sample.mp3") && response.status() < 300);
  const response = await page.goto("/text-to-speech/czech");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(entryOf("czech").speaker.note)).toBeVisible();

  await page.getByRole("button", { name: "Play sample" }).click();
  const audio = page.getByTestId("sample-audio");
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 && !element.paused)).toBe(true);
  await expect(page.getByRole("button", { name: "Pause sample" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Sample progress" })).not.toHaveAttribute("aria-valuenow", "0");

  const sample = await sampleAnswer;
  const headers = await sample.allHeaders();
  expect(headers["content-type"]).toBe("audio/mpeg");
  expect(audioSize(headers)).toBeGreaterThan(4000);

  await page.getByRole("button", { name: "Pause sample" }).click();
  await expect(page.getByRole("button", { name: "Play sample" })).toBeVisible();
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
});

test("an approximated accent says so beside its sample, a native one does not", async ({ page }) => {
  await page.goto("/text-to-speech/australian-accent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Australian accent text to speech");
  const note = page.getByTestId("speaker-note");
  await expect(note.getByText("Approximation", { exact: true })).toBeVisible();
  await expect(note).toContainText(entryOf("australian-accent").speaker.note);

  await page.goto("/text-to-speech/british-accent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("British accent text to speech");
  await expect(page.getByTestId("speaker-note")).toContainText(entryOf("british-accent").speaker.note);
  await expect(page.getByText("Approximation", { exact: true })).toHaveCount(0);
  // The built-in voice that reads it is named.
  await expect(page.getByText("Oliver, a built-in voice")).toBeVisible();
});

test("a visitor's own text is spoken and played; without text Generate waits", async ({ page }) => {
  await page.goto("/text-to-speech/czech");
  const box = page.getByRole("textbox", { name: "Your Czech text" });
  await expect(box).toHaveValue(entryOf("czech").placeholderText);
  await expect(box).toHaveAttribute("lang", "cs");
  await expect(page.getByText("Up to 250 characters, 20 tries an hour, no account needed. Sign up free for longer texts, downloads and the history.")).toBeVisible();

  const text = "Dobré ráno! Tohle je můj vlastní text, přečtený nahlas bez účtu.";
  await box.fill(text);
  await expect(page.getByTestId("character-count")).toHaveText(`${[...text].length} / ${LANGUAGE_PAGE_TEXT_MAX}`);

  // The request is held until the page has shown that it waits, so the check does not race the server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/v1/language-pages/czech/speech", async (route) => {
    await held;
    await route.continue();
  });
  const answer = page.waitForResponse((response) => response.url().endsWith("/v1/language-pages/czech/speech") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByRole("button", { name: "Generating…" })).toBeDisabled();
  release();
  const spoken = await answer;
  expect(spoken.status()).toBe(200);
  expect(spoken.headers()["content-type"]).toBe("audio/mpeg");
  // Its size from the header: the page reads the body itself, as a Blob.
  expect(audioSize(await spoken.allHeaders())).toBeGreaterThan(4000);
  const audio = page.getByTestId("own-text-audio");
  await expect(audio).toBeVisible();
  await expect.poll(() => hasPlayed(audio)).toBe(true);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(1);
  await expect(page.getByRole("button", { name: "Generate" })).toBeEnabled();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await box.fill("");
  await expect(page.getByTestId("character-count")).toHaveText(`0 / ${LANGUAGE_PAGE_TEXT_MAX}`);
  await expect(page.getByRole("button", { name: "Generate" })).toBeDisabled();
  await box.fill("   ");
  await expect(page.getByRole("button", { name: "Generate" })).toBeDisabled();
});

test("an unknown language answers 404 with the Not Found page and the public header", async ({ page }) => {
  const response = await page.goto("/text-to-speech/klingon");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByTestId("public-header")).toBeVisible();
  await expect(page.getByTestId("public-footer")).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
});

test("the landing pages pass axe in the light and the dark theme", async ({ page }) => {
  const findings: string[] = [];
  for (const path of ["/text-to-speech/czech", "/text-to-speech/australian-accent"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play sample" })).toBeVisible();
    for (const theme of ["light", "dark"] as const) {
      await useTheme(page, theme);
      findings.push(...(await axeFindings(page, `${path} [${theme}]`)));
    }
  }
  expect(findings, findings.join("\n")).toEqual([]);
});
