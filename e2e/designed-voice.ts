import { expect, type Page } from "@playwright/test";

/**
 * Designs a voice and keeps its first preview through the API, as a script with the signed-in
 * session would: POST /v1/text-to-voice/design, then POST /v1/text-to-voice. A cookie request that
 * changes state must come from the app's origin, so it carries the page's Origin. Returns the new
 * voice's id.
 */
export async function keepDesignedVoice(page: Page, name: string, description = "A calm, warm middle-aged British woman with a slow, clear pace."): Promise<string> {
  const origin = new URL(page.url()).origin;
  const design = await page.request.post("/v1/text-to-voice/design?output_format=mp3_44100_128", {
    data: { voice_description: description, auto_generate_text: true },
    headers: { origin },
  });
  expect(design.status(), await design.text()).toBe(200);
  const { previews } = (await design.json()) as { previews: Array<{ generated_voice_id: string }> };
  expect(previews).toHaveLength(3);
  const created = await page.request.post("/v1/text-to-voice", {
    data: { voice_name: name, voice_description: description, generated_voice_id: previews[0]!.generated_voice_id },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(200);
  const voice = (await created.json()) as { voice_id: string; name: string; category: string };
  expect(voice).toMatchObject({ name, category: "generated" });
  return voice.voice_id;
}
