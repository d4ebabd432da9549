import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { signUp } from "./sign-up";

const PROMPT = "heavy rain on a tin roof";

test("a user generates four variations, publishes one, finds it in the library by search and category, and anyone can play it signed out", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await signUp(page, "Sound Maker");
  const title = `Shed roof downpour ${Date.now().toString(36)}`;

  await page.getByTestId("sidebar").getByRole("link", { name: "Sound effects" }).click();
  await expect(page).toHaveURL(/\/app\/sound-effects\/generate$/);
  await expect(page.getByRole("note")).toContainText("Procedural engine.");
  const form = page.getByRole("form", { name: "Describe a sound" });
  await expect(form).toContainText("250 of 250 seconds left this month");

  // The prompt, and two seconds (the duration slider starts at Automatic).
  await form.getByLabel("Describe the sound").fill(PROMPT);
  const duration = form.getByRole("slider", { name: "Duration" });
  await duration.focus();
  await page.keyboard.press("Home");
  await expect(duration).toHaveAttribute("aria-valuetext", "Automatic");
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowRight");
  await expect(duration).toHaveAttribute("aria-valuetext", "2 s");
  await expect(form).toContainText("4 variations use 8 seconds.");

  // Four variations fill in; each plays.
  await form.getByRole("button", { name: "Generate" }).click();
  const variations = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Variation \d$/ }) });
  await expect(variations).toHaveCount(4);
  for (let n = 1; n <= 4; n += 1) {
    const card = variations.nth(n - 1);
    const play = card.getByRole("button", { name: `Play variation ${n}` });
    await expect(play).toBeEnabled({ timeout: 60_000 });
    await play.click();
    await expect(card.getByRole("button", { name: `Pause variation ${n}` })).toBeVisible();
    await expect(card).toContainText(/Procedural/);
  }
  // Each variation of 2 s took 2 s of the month's allowance.
  await expect(form).toContainText("242 of 250 seconds left this month");

  // Download the first: an MP3.
  const first = variations.first();
  const downloading = page.waitForEvent("download");
  await first.getByRole("button", { name: "Download variation 1" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("heavy_rain_on_a_tin_1.mp3");
  expect((await readFile(await download.path())).byteLength).toBeGreaterThan(1000);

  // Publish it under a title, in its category (weather, the engine's).
  await first.getByRole("button", { name: "Publish variation 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish to the library" });
  await dialog.getByLabel("Title").fill(title);
  await expect(dialog.getByLabel("Category")).toHaveValue("weather");
  await dialog.getByRole("button", { name: "Publish" }).click();
  const done = page.getByRole("dialog", { name: "Published" });
  const pageLink = done.getByRole("link", { name: "Open its public page" });
  const publicPath = (await pageLink.getAttribute("href")) ?? "";
  expect(publicPath).toMatch(/^\/sound-effects\/[a-z0-9-]+$/);
  await done.getByRole("button", { name: "Done" }).click();
  await expect(first.getByRole("link", { name: "Published" })).toBeVisible();

  // The history lists the four, the published one with its public page.
  await page.getByRole("navigation", { name: "Sound effects" }).getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/app\/sound-effects\/history$/);
  const history = page.getByRole("list", { name: "Your sound effects" }).getByRole("listitem");
  await expect(history).toHaveCount(4);
  await expect(history.filter({ has: page.getByRole("link", { name: "Public page" }) })).toHaveCount(1);

  // Explore: newest first, it is there; search finds it by a word of its title; its category lists it.
  await page.getByRole("navigation", { name: "Sound effects" }).getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/app\/sound-effects\/explore$/);
  const newest = page.getByRole("list", { name: "Newest sound effects" });
  await expect(newest.getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search sound effects" }).fill("downpour");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/sound-effects\/explore\/search\?q=downpour$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sounds matching “downpour”");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("navigation", { name: "Explore the library" }).getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/app\/sound-effects\/explore\/category$/);
  await page.getByRole("list", { name: "Categories" }).getByRole("link", { name: /^Weather/ }).click();
  await expect(page).toHaveURL(/\/app\/sound-effects\/explore\/category\?category=weather$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weather");
  const weather = page.getByRole("list", { name: "Weather sounds" });
  await expect(weather.getByRole("link", { name: title })).toBeVisible();
  const card = weather.getByRole("listitem").filter({ hasText: title });
  await card.getByRole("button", { name: `Play ${title}` }).click();
  await expect(card.getByRole("button", { name: `Stop ${title}` })).toBeVisible();

  // Its public page, signed out: title, prompt, play, download.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(publicPath);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(publicPage.getByText(`“${PROMPT}”`)).toBeVisible();
  await expect(publicPage.getByText("Weather", { exact: true })).toBeVisible();
  await publicPage.getByRole("button", { name: `Play ${title}` }).click();
  await expect(publicPage.getByRole("button", { name: `Pause ${title}` })).toBeVisible();
  const publicDownload = publicPage.waitForEvent("download");
  await publicPage.getByRole("button", { name: "Download" }).click();
  expect((await publicDownload).suggestedFilename()).toMatch(/^Shed_roof_downpour.*\.mp3$/);
  await expect(publicPage.getByRole("link", { name: "Make your own" })).toBeVisible();
  await visitor.close();

  // A prompt the engine has no recipe for: the server's words, and no variations.
  await page.getByRole("navigation", { name: "Sound effects" }).getByRole("link", { name: "Generate" }).click();
  await page.getByLabel("Describe the sound").fill("quantum spreadsheet");
  await page.getByRole("button", { name: "Generate" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "The engine has no recipe for this prompt" });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText(/quantum spreadsheet|understood/i);
  await expect(page.getByRole("heading", { name: /^Variation \d$/ })).toHaveCount(0);
});
