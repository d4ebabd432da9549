import { wavBytes } from "@vocable/speech";
import { waitFor } from "@vocable/speech/test-support";
import { eq } from "drizzle-orm";
import { speakWithFlite } from "../../../../packages/speech/src/test-support/flite-speech";
import { productionMedia, productionOrder, productionOrderItem, productionTaskDescription } from "#db/schema/index";
import { newId } from "#platform/ids";
import { queuePrepareOrder } from "#features/productions/tasks/jobs/prepare-order";
import type { TestApp, TestUser } from "./test-app";

/**
 * Test helper: a paid productions order of `customer`'s, as the orders API leaves it after a
 * charged submit: one media file of real speech (`text` spoken by Flite) and a transcription item;
 * its work made by the real prepare-order job (the test app's jobs must be started). Answers the
 * order and its transcription work's description.
 */
export async function paidTranscriptionOrder(t: TestApp, customer: TestUser, text: string): Promise<{ orderId: string; descriptionId: string; mediaId: string }> {
  const orderId = newId();
  const mediaId = newId();
  const samples = await speakWithFlite(text, "slt", 16000);
  const key = `productions/${customer.workspaceId}/${orderId}/${mediaId}.wav`;
  await t.deps.storage.put(key, wavBytes(samples, 16000), { contentType: "audio/wav" });
  await t.deps.db.insert(productionOrder).values({ id: orderId, workspaceId: customer.workspaceId, userId: customer.userId, name: "Interview", state: "paid", totalCents: 150, paidAt: new Date() });
  await t.deps.db.insert(productionMedia).values({ id: mediaId, orderId, name: "interview.wav", contentType: "audio/wav", language: "en", storageKey: key, durationSeconds: samples.length / 16000, source: "upload" });
  await t.deps.db.insert(productionOrderItem).values({ id: newId(), orderId, kind: "transcription", request: { kind: "transcription", media_ids: [mediaId], source_language: "en" }, priceCents: 150 });
  await queuePrepareOrder(t.deps, orderId);
  const descriptionId = await waitFor(
    "the order's work",
    async () => (await t.deps.db.select().from(productionTaskDescription).where(eq(productionTaskDescription.orderId, orderId)))[0]?.id,
    120_000,
  );
  return { orderId, descriptionId, mediaId };
}
