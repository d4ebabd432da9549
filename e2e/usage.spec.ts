import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";

const TEXT = "Counting characters for the usage page.";

test("usage: the chart and total after a generation, by voice, and the CSV export", async ({ page }) => {
  await signUp(page, "Usage Tester");

  // Generate speech; the player names the voice that spoke.
  await page.getByTestId("tts-text").fill(TEXT);
  const generate = page.getByTestId("tts-generate");
  await expect(generate).toBeEnabled({ timeout: 30_000 });
  await generate.click();
  await expect(page.getByTestId("audio-player")).toBeVisible({ timeout: 60_000 });
  const voiceName = ((await page.getByTestId("player-voice").textContent()) ?? "").trim();
  expect(voiceName).not.toBe("");
  // The generation is counted once it is complete: the player's download turns on with its history item.
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 60_000 });

  // The navigation leads to the usage page: the total and a chart with one bar that has a segment.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Usage" }).click();
  await expect(page).toHaveURL(/\/app\/usage$/);
  await expect(page.getByRole("heading", { name: "Usage" })).toBeVisible();
  await expect(page.getByTestId("usage-total")).toHaveText(String(TEXT.length));
  const chart = page.getByTestId("usage-chart");
  await expect(chart.getByRole("img")).toHaveAccessibleName(`Characters used daily: ${TEXT.length} in all.`);
  await expect(chart.locator("rect")).toHaveCount(1);
  await expect(page.getByTestId("usage-bar")).toHaveCount(30);

  // By voice: the voice's name in the legend and as a column of the table.
  await page.getByTestId("usage-breakdown").selectOption({ label: "Voice" });
  await expect(page.getByTestId("usage-legend")).toContainText(voiceName);
  await expect(page.getByTestId("usage-column")).toHaveText([voiceName]);

  // Export CSV: a header, then one row per day (30) for the one voice, today's with the characters.
  const downloading = page.waitForEvent("download");
  await page.getByTestId("usage-export").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vocable-usage-mine-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8").trimEnd().split("\r\n");
  expect(csv[0]).toBe("time_utc,time_unix_ms,voice,tts_characters");
  expect(csv).toHaveLength(31);
  const today = new Date().toISOString().slice(0, 10);
  expect(csv.at(-1)).toBe(`${today}T00:00:00.000Z,${Date.parse(`${today}T00:00:00Z`)},${voiceName.includes(",") ? `"${voiceName}"` : voiceName},${TEXT.length}`);

  // The owner administers their workspace: the workspace's usage, by member, shows the same.
  await page.getByTestId("usage-workspace-link").click();
  await expect(page).toHaveURL(/\/app\/usage\/workspace$/);
  await expect(page.getByTestId("usage-total")).toHaveText(String(TEXT.length));
  await page.getByTestId("usage-breakdown").selectOption({ label: "Member" });
  await expect(page.getByTestId("usage-column")).toHaveCount(1);
  await expect(page.getByTestId("usage-column")).toContainText("@example.com");

  // A custom range before today: nothing used.
  await page.getByTestId("usage-range").selectOption("custom");
  await page.getByTestId("usage-from").fill("2024-01-01");
  await page.getByTestId("usage-to").fill("2024-01-31");
  await expect(page.getByTestId("usage-total")).toHaveText("0");
  await expect(page.getByTestId("usage-empty")).toBeVisible();
});
