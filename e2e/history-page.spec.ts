import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./sign-up";

/** A few seconds of speech, so that the stream is still running when its listener leaves. */
const LONG_TEXT = Array.from({ length: 20 }, (_, i) => `Sentence number ${i + 1} keeps this stream going for a while longer.`).join(" ");

interface Voice {
  voice_id: string;
  name: string;
}
interface Model {
  model_id: string;
  name: string;
  can_do_text_to_speech: boolean;
}

/** One generation through the API with the page's session (like the page's own calls, from its origin). */
async function generate(page: Page, voiceId: string, text: string, body: Record<string, unknown> = {}): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(`/v1/text-to-speech/${voiceId}?output_format=mp3_22050_32`, {
    data: { text, ...body },
    headers: { origin },
  });
  expect(res.status(), await res.text().catch(() => "")).toBe(200);
  return res.headers()["history-item-id"];
}

/** Starts a long stream in the page, reads its first audio and leaves: the server keeps what was sent as a partial item. */
async function leaveStreamEarly(page: Page, voiceId: string): Promise<string> {
  return page.evaluate(
    async ({ voiceId, text }) => {
      const controller = new AbortController();
      const res = await fetch(`/v1/text-to-speech/${voiceId}/stream?output_format=mp3_22050_32`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text }),
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      let received = 0;
      while (received < 4000) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value.length;
      }
      controller.abort();
      return res.headers.get("history-item-id")!;
    },
    { voiceId, text: LONG_TEXT },
  );
}

test("the history page scrolls, groups by date, filters (kept in the URL), reuses an item's settings and marks a partial item", async ({ page }) => {
  test.setTimeout(300_000);
  // A short window: pages hold about two screens of rows, so a dozen items make a second page.
  await page.setViewportSize({ width: 1280, height: 500 });
  await signUp(page, "History Tester");

  const voices = ((await (await page.request.get("/v2/voices?page_size=10")).json()) as { voices: Voice[] }).voices;
  expect(voices.length).toBeGreaterThanOrEqual(2);
  const [first, second] = voices;
  const models = ((await (await page.request.get("/v1/models")).json()) as Model[]).filter((m) => m.can_do_text_to_speech);
  const model = models.at(-1)!;

  // Eleven short items with one voice, three with another (and their own settings), then a stream left early.
  for (let i = 1; i <= 11; i += 1) await generate(page, first.voice_id, `Item ${i} of the long list.`);
  const reused = "Read this again with the same voice and settings.";
  for (const text of ["Another voice, first.", "Another voice, second.", reused]) {
    await generate(page, second.voice_id, text, { model_id: model.model_id, voice_settings: { stability: 0.3, similarity_boost: 0.8, style: 0, use_speaker_boost: true, speed: 1 } });
  }
  const partialId = await leaveStreamEarly(page, second.voice_id);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/v1/history/${partialId}`);
      return res.status() === 200 ? ((await res.json()) as { partial: boolean }).partial : null;
    }, { timeout: 60_000 })
    .toBe(true);

  await page.goto("/app/speech-synthesis/text-to-speech/history");
  const rows = page.getByTestId("history-row");
  // The first page (12 rows for this window) under today's heading.
  await expect(rows).toHaveCount(12);
  await expect(page.getByRole("heading", { name: "Today", level: 2 })).toBeVisible();

  // Each row says its model, count, settings and source.
  const reusedRow = rows.filter({ hasText: reused });
  await expect(reusedRow.getByTestId("history-model")).toHaveText(model.name);
  await expect(reusedRow.getByTestId("history-characters")).toHaveText(`${reused.length} characters`);
  await expect(reusedRow.getByTestId("history-settings")).toContainText("Stability 30%");
  await expect(reusedRow.getByTestId("history-source")).toHaveText("Text to speech");

  // The partial item (the newest) carries its mark; a whole one does not.
  const partialRow = page.locator(`[data-testid=history-row][data-history-item-id="${partialId}"]`);
  await expect(partialRow.getByTestId("history-partial")).toHaveText(/^Partial: the listener left after \d+ characters$/);
  await expect(reusedRow.getByTestId("history-partial")).toHaveCount(0);

  // Scrolling to the end loads the rest, without a click.
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(15);
  await expect(page.getByTestId("history-load-more")).toHaveCount(0);

  // A filter narrows the list and is in the URL, so a reload keeps it.
  await page.getByTestId("history-filter-voice").selectOption({ label: second.name });
  await expect(page).toHaveURL(new RegExp(`[?&]voice=${second.voice_id}`));
  await expect(rows).toHaveCount(4);
  await page.reload();
  await expect(page.getByTestId("history-filter-voice")).toHaveValue(second.voice_id);
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: "Item 1 of" })).toHaveCount(0);

  // Regenerate makes the same again: it plays, and the new item joins the (still filtered) list.
  await rows.filter({ hasText: reused }).getByTestId("history-regenerate").click();
  await expect(page.getByTestId("audio-player")).toHaveAttribute("data-type", "text-to-speech", { timeout: 60_000 });
  await expect(rows).toHaveCount(5, { timeout: 60_000 });
  await expect(rows.filter({ hasText: reused })).toHaveCount(2);

  // "Use these settings" opens text to speech with the item's text, voice, model and settings.
  await rows.filter({ hasText: reused }).first().getByTestId("history-use-settings").click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech$/);
  await expect(page.getByTestId("tts-text")).toHaveValue(reused);
  await expect(page.getByTestId("voice-picker")).toContainText(second.name);
  await expect(page.getByTestId("model-picker")).toHaveValue(model.model_id);
  await expect(page.getByRole("slider", { name: "Stability" })).toHaveAttribute("aria-valuetext", "30%");
});
