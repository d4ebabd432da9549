import { subtitleTranslationCents } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { newId } from "#platform/ids";
import { lockOrder } from "#features/productions/orders/repo";
import { findMediaById, findOrderById, listItemsOfOrder } from "#features/productions/orders/work-repo";
import { findDescription, insertDescriptions, listDescriptionsOfOrder, type NewDescriptionRow } from "../repo";
import { asStrings, teamIdOf } from "./prepare-order-work";

/**
 * Once a subtitles item's transcript of one media file is accepted, the item's other languages
 * become work: for each, a translation task whose lines start as the machine translation of the
 * checked transcript (same segments, times and speakers), worth that language's part of the
 * price. Run by the productions.prepare-translations job; a run that finds them made does nothing.
 * Without a translation engine for a pair (it was removed since the order was taken) it fails,
 * and the job's retries end in the log: the order then runs to its deadline and is refunded.
 */
export async function prepareTranslationWork(deps: Pick<AppDeps, "db" | "speech">, descriptionId: string, signal: AbortSignal): Promise<number> {
  const checked = await findDescription(deps.db, descriptionId);
  if (!checked || checked.kind !== "transcription" || checked.state !== "done" || !checked.reviewedSegments) return 0;
  const order = await findOrderById(deps.db, checked.orderId);
  const item = (await listItemsOfOrder(deps.db, checked.orderId)).find((i) => i.id === checked.itemId);
  const media = await findMediaById(deps.db, checked.mediaId);
  if (!order || !item || !media || item.kind !== "subtitles" || (order.state !== "paid" && order.state !== "accepted")) return 0;
  const made = (await listDescriptionsOfOrder(deps.db, order.id)).filter((d) => d.kind === "translation" && d.itemId === item.id && d.mediaId === media.id).map((d) => d.language);
  const wanted = [...new Set(asStrings(item.request.destination_languages))].filter((l) => l !== checked.language && !made.includes(l));
  const segments = checked.reviewedSegments;
  const rows: NewDescriptionRow[] = [];
  for (const language of wanted) {
    const translator = deps.speech.engines.translator(checked.language, language);
    if (!translator?.translate) throw new Error(`No translation engine translates ${checked.language} into ${language} any more: the order's ${language} subtitles cannot be prepared.`);
    const { texts } = await translator.translate({ texts: segments.map((s) => s.text), from: checked.language, to: language, context: "Subtitles of a checked transcript, to be checked by a person.", signal });
    rows.push({
      id: newId(),
      orderId: order.id,
      itemId: item.id,
      mediaId: media.id,
      kind: "translation",
      language,
      teamId: teamIdOf("translation", language),
      machineSegments: segments.map((s, i) => ({ ...s, text: texts[i] ?? s.text })),
      priceCents: subtitleTranslationCents(media.durationSeconds),
      dueAt: order.deadlineAt,
    });
  }
  if (rows.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    // Under the order's lock: an order ended while the lines were translated gets no more work.
    const state = (await lockOrder(tx, order.workspaceId, order.id))?.state;
    if (state !== "paid" && state !== "accepted") return 0;
    await insertDescriptions(tx, rows);
    return rows.length;
  });
}
