import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp } from "./sign-up";
import { cutStreamTails } from "./stream-tails";

/** A three-line dialogue, two voices taking turns; long enough to stream for a while. */
const LINES = [
  "Good morning. Did you hear that the library downtown is opening a reading room on the top floor next month?",
  "I did. They say it will have big windows over the river and quiet corners for anyone who wants to study there.",
  "Then let us go together on the first weekend, before everybody else in town finds out about it and fills it up.",
];

const currentTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!.currentTime);

/** Opens a line's voice picker and picks the `option`-th voice; returns its name. */
async function pickVoice(page: Page, line: Locator, option: number): Promise<string> {
  await line.getByTestId("dialogue-voice-picker").click();
  const choice = page.getByTestId("voice-option").nth(option);
  await expect(choice).toBeVisible();
  const name = (await choice.locator("span").first().textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await choice.click();
  await expect(line.getByTestId("dialogue-voice-picker")).toContainText(name);
  return name;
}

/** Three lines, two voices taking turns (a new line starts with the voice two lines up); returns the voices' names. */
async function writeThreeLines(page: Page): Promise<{ first: string; second: string }> {
  const lines = page.getByTestId("dialogue-line");
  const first = await pickVoice(page, lines.nth(0), 0);
  await lines.nth(0).getByLabel("Line 1 text").fill(LINES[0]);
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1).getByLabel("Line 2 text")).toBeFocused();
  const second = await pickVoice(page, lines.nth(1), 1);
  expect(second).not.toBe(first);
  await lines.nth(1).getByLabel("Line 2 text").fill(LINES[1]);
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(lines.nth(2).getByTestId("dialogue-voice-picker")).toContainText(first);
  await lines.nth(2).getByLabel("Line 3 text").fill(LINES[2]);
  await expect(page.getByTestId("dialogue-char-count")).toHaveText(`${LINES.join("").length} / 3,000 characters`);
  return { first, second };
}

/** Move up / Move down from the keyboard: the moved line keeps the focus, and back again. */
async function moveThirdLineUpAndBack(page: Page) {
  const lines = page.getByTestId("dialogue-line");
  await page.getByRole("button", { name: "Move line 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(lines.nth(1).getByLabel("Line 2 text")).toHaveValue(LINES[2]);
  await expect(page.getByRole("button", { name: "Move line 2 up" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Move line 2 down" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(lines.nth(2).getByLabel("Line 3 text")).toHaveValue(LINES[2]);
  await expect(lines.nth(1).getByLabel("Line 2 text")).toHaveValue(LINES[1]);
}

/** The theme through the account menu (its choices leave the menu open: Escape closes it). */
async function useTheme(page: Page, theme: "light" | "dark") {
  await page.getByTestId("sidebar").getByTestId("account-menu").click();
  await page.getByRole("menuitemradio", { name: theme === "dark" ? "Dark" : "Light" }).click();
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
}

/** Axe's critical and serious findings on the page once its transitions are done. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return result.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a dialogue of three lines in two voices streams into the player, is kept in history and restored after a reload", async ({ page }) => {
  await cutStreamTails(page, "hold", "/text-to-dialogue/stream?");
  await signUp(page, "Dialogue Tester");

  // The mode switch: a tablist, chosen with the arrow keys.
  const textTab = page.getByRole("tab", { name: "Text" });
  const dialogueTab = page.getByRole("tab", { name: "Dialogue" });
  await expect(textTab).toHaveAttribute("aria-selected", "true");
  await textTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialogueTab).toHaveAttribute("aria-selected", "true");
  await expect(dialogueTab).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Dialogue" })).toBeVisible();

  // One empty line to start with: nothing to generate yet.
  const lines = page.getByTestId("dialogue-line");
  await expect(lines).toHaveCount(1);
  const generate = page.getByTestId("dialogue-generate");
  await expect(generate).toBeDisabled();

  const { first, second } = await writeThreeLines(page);
  await moveThirdLineUpAndBack(page);

  // The lines are kept as the spec says: [{text, voice_id}], two voices.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("xi:tts-dialogue") ?? "null") as { text: string; voice_id: string }[]);
  expect(stored.map((l) => l.text)).toEqual(LINES);
  expect(stored.every((l) => Object.keys(l).sort().join() === "text,voice_id")).toBe(true);
  expect(new Set(stored.map((l) => l.voice_id)).size).toBe(2);

  // Generate: the player plays while the rest of the dialogue is still being generated.
  await expect(generate).toBeEnabled();
  await generate.click();
  const player = page.getByTestId("audio-player");
  await expect(player).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("player-title")).toContainText(LINES[0].slice(0, 40));
  await expect(page.getByTestId("player-voice")).toHaveText("Dialogue · 3 lines");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await expect(player).toHaveAttribute("data-stream", "live");
  const started = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(started);
  await page.evaluate(() => (window as unknown as { __releaseStreams: () => void }).__releaseStreams());
  await expect(player).toHaveAttribute("data-stream", "complete", { timeout: 60_000 });
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 30_000 });

  // The history shows the item with its three lines, "Voice: text", and replays it.
  await page.getByRole("link", { name: "History" }).first().click();
  await expect(page).toHaveURL(/\/text-to-speech\/history$/);
  const row = page.getByTestId("history-row").filter({ hasText: LINES[0] });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("history-dialogue-line")).toHaveText([`${first}: ${LINES[0]}`, `${second}: ${LINES[1]}`, `${first}: ${LINES[2]}`]);
  await expect(row.getByTestId("history-voice")).toHaveText("Dialogue · 3 lines");
  expect(await axeFindings(page), "axe on the history with a dialogue").toEqual([]);
  await row.getByTestId("history-play").click();
  await expect(player).toHaveAttribute("data-type", "speechHistoryItem");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });

  // Back on text to speech and reloaded: Dialogue mode and the three lines are restored.
  await page.goto("/app/speech-synthesis/text-to-speech");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Dialogue" })).toHaveAttribute("aria-selected", "true");
  await expect(lines).toHaveCount(3);
  for (const [i, text] of LINES.entries()) {
    await expect(lines.nth(i).getByLabel(`Line ${i + 1} text`)).toHaveValue(text);
    await expect(lines.nth(i).getByTestId("dialogue-voice-picker")).toContainText(i === 1 ? second : first);
  }
  await expect(page.getByTestId("dialogue-generate")).toBeEnabled();

  // Dialogue mode has no critical or serious axe finding, in light and in dark.
  await page.waitForLoadState("networkidle");
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    expect(await axeFindings(page), `axe on dialogue mode (${theme})`).toEqual([]);
  }

  // A refusal (answered here in the API's 422 shape) is the TTS page's toast, and no pending item stays in the player.
  await page.route("**/text-to-dialogue/stream?**", (route) =>
    route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ detail: { status: "invalid_text", message: "Line 2 cannot be spoken." } }) }),
  );
  await page.getByTestId("dialogue-generate").click();
  await expect(page.getByText("Line 2 cannot be spoken.")).toBeVisible();
  await expect(page.getByTestId("player-generating")).toHaveCount(0);
  await expect(page.getByTestId("dialogue-generate")).toBeEnabled();

  // Stored data that is not a dialogue gives an empty list: one empty line to start with.
  await page.evaluate(() => localStorage.setItem("xi:tts-dialogue", "{oops"));
  await page.reload();
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0).getByLabel("Line 1 text")).toHaveValue("");
  await expect(page.getByTestId("dialogue-char-count")).toHaveText("0 / 3,000 characters");
});
