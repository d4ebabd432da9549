import { dubSegments, isPunctuated, itemPriceCents, restorePunctuation, type PricedItem } from "@vocable/domain";
import type { ProductionSegment } from "#db/schema/index";
import type { AppDeps } from "#platform/app-env";
import { newId } from "#platform/ids";
import { queueWebhookDeliveries } from "#features/developers/webhooks/emit-workspace-event";
import { findDubById, linkDubProductionsWork } from "#features/dubbing/dubs/repo";
import { recordOrderEnd } from "#features/productions/orders/use-cases/announce-order";
import { recognizeStoredAudio } from "#features/speech/speech-to-text/use-cases/recognize-stored-audio";
import { lockOrder } from "#features/productions/orders/repo";
import { findOrderById, listItemsOfOrder, listMediaOfOrder, moveOrderState, setItemResult, type OrderItemRow, type OrderMediaRow } from "#features/productions/orders/work-repo";
import { countDescriptionsOfOrder, insertDescriptions, type NewDescriptionRow } from "../repo";
import { makeWorkAudio, workAudioKey } from "../work-audio";

/** A team: the producers who take one kind of work in one language. */
export const teamIdOf = (kind: string, language: string) => `${kind}-${language}`;

/** Segment ids as the editor shows them. */
const segmentId = (i: number) => `seg_${String(i + 1).padStart(4, "0")}`;

/** A media file's words, recognised by the best recogniser of its language, as segments (a speaker's words between pauses). */
async function machineTranscript(deps: Pick<AppDeps, "storage" | "speech">, media: OrderMediaRow, owner: string, signal: AbortSignal): Promise<ProductionSegment[]> {
  await makeWorkAudio(deps, media, signal);
  const recognition = await recognizeStoredAudio(deps, { key: workAudioKey(media), language: media.language, durationSeconds: media.durationSeconds, owner }, { signal });
  const heard = restorePunctuation(recognition.words, media.language, { punctuated: isPunctuated(recognition.words) });
  const cues = dubSegments(heard.map((w) => ({ text: w.text, start: w.start, end: w.end, speaker_id: "speaker_0" })));
  return cues.map((c, i) => ({ id: segmentId(i), speaker: c.speaker, start: c.start, end: c.end, text: c.text }));
}

/** A dub's lines in a language as segments (a dub review starts from them). */
async function dubLines(deps: Pick<AppDeps, "db">, dubId: string | null, language: string): Promise<ProductionSegment[]> {
  const dub = dubId ? await findDubById(deps.db, dubId) : null;
  if (!dub) throw new Error("The dub this order reviews is gone.");
  return dub.resource.segments.flatMap((s) => {
    const line = s.translations[language];
    return line ? [{ id: s.id, speaker: s.speaker, start: line.start, end: line.end, text: line.text }] : [];
  });
}

/** The strings of an item request's list field (media ids, languages): anything else left out. */
export const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/**
 * Makes a paid order's work: for every transcription or subtitles item a transcription task per
 * media file (its machine transcript to start from; subtitles are cut from the checked transcript
 * at delivery, and each other language they are ordered in is a translation task made once it is
 * accepted: prepare-translation-work.ts), for every dub item a review task per destination
 * language (the dub's lines to start from). Each covers its part of the item's price. The descriptions are written together,
 * once (a run that finds them made does nothing); reviews are made when a task is submitted. A
 * sandbox order is delivered at once with the machine's work, marked unchecked.
 */
export async function prepareOrderWork(deps: Pick<AppDeps, "db" | "storage" | "speech" | "jobs" | "log">, orderId: string, signal: AbortSignal): Promise<void> {
  const order = await findOrderById(deps.db, orderId);
  if (!order || order.state !== "paid" || (await countDescriptionsOfOrder(deps.db, orderId)) > 0) return;
  const media = new Map((await listMediaOfOrder(deps.db, orderId)).map((m) => [m.id, m]));
  const transcripts = new Map<string, Promise<ProductionSegment[]>>();
  const transcriptOf = (m: OrderMediaRow) => {
    let made = transcripts.get(m.id);
    if (!made) transcripts.set(m.id, (made = machineTranscript(deps, m, order.workspaceId, signal)));
    return made;
  };
  const rows: NewDescriptionRow[] = [];
  const add = (item: OrderItemRow, m: OrderMediaRow, kind: string, language: string, segments: ProductionSegment[], priced: PricedItem) =>
    rows.push({ id: newId(), orderId, itemId: item.id, mediaId: m.id, kind, language, teamId: teamIdOf(kind, language), machineSegments: segments, priceCents: itemPriceCents(priced), dueAt: order.deadlineAt });
  for (const item of await listItemsOfOrder(deps.db, orderId)) {
    const request = item.request;
    const source = String(request.source_language ?? "en");
    if (item.kind === "dub") {
      const m = media.get(String(request.media_id));
      if (!m) continue;
      for (const language of new Set(asStrings(request.destination_languages))) {
        add(item, m, "dub_review", language, await dubLines(deps, m.sourceId, language), { kind: "dub", mediaSeconds: [m.durationSeconds], sourceLanguage: source, destinationLanguages: [language] });
      }
      continue;
    }
    for (const id of asStrings(request.media_ids)) {
      const m = media.get(id);
      if (!m) continue;
      const priced: PricedItem =
        item.kind === "subtitles"
          ? // The media's own language's part: each other language is a translation task of its own, made once this is accepted.
            { kind: "subtitles", mediaSeconds: [m.durationSeconds], sourceLanguage: source, destinationLanguages: [] }
          : { kind: "transcription", mediaSeconds: [m.durationSeconds], sourceLanguage: source, verbatim: request.verbatim === true };
      add(item, m, "transcription", source, await transcriptOf(m), priced);
    }
  }
  // A sandbox order (a developer trying the API) is not worked by people: its items are delivered
  // at once with the machine's work (other subtitle languages machine-translated), said to be unchecked.
  if (order.sandbox) return deliverUnchecked(deps, orderId, rows, signal);
  await deps.db.transaction(async (tx) => {
    // Under the order's lock: an order cancelled while its media were recognised gets no work.
    if ((await lockOrder(tx, order.workspaceId, orderId))?.state !== "paid") return;
    if ((await countDescriptionsOfOrder(tx, orderId)) > 0) return;
    await insertDescriptions(tx, rows);
    // A reviewed dub names the work reviewing it (the dubbing record's productions_description_id).
    for (const row of rows.filter((r) => r.kind === "dub_review")) {
      const dubId = media.get(row.mediaId)?.sourceId;
      if (dubId) await linkDubProductionsWork(tx, dubId, row.id);
    }
  });
}

/** A sandbox subtitles item's other languages: the machine's translation of the machine transcript (none without an engine for the pair). */
async function machineTranslations(deps: Pick<AppDeps, "speech">, item: OrderItemRow | undefined, own: readonly NewDescriptionRow[], signal: AbortSignal) {
  const translations: Record<string, Record<string, unknown>> = {};
  if (item?.kind !== "subtitles") return translations;
  const source = String(item.request.source_language ?? "");
  for (const language of new Set(asStrings(item.request.destination_languages).filter((l) => l !== source))) {
    const translator = deps.speech.engines.translator(source, language);
    if (!translator?.translate) continue;
    for (const row of own) {
      const { texts } = await translator.translate({ texts: row.machineSegments.map((s) => s.text), from: source, to: language, context: "Subtitles of a machine transcript.", signal });
      (translations[language] ??= {})[row.mediaId] = { language, media_id: row.mediaId, segments: row.machineSegments.map((s, i) => ({ ...s, text: texts[i] ?? s.text })), checked: false };
    }
  }
  return translations;
}

async function deliverUnchecked(deps: Pick<AppDeps, "db" | "speech" | "jobs" | "log">, orderId: string, rows: NewDescriptionRow[], signal: AbortSignal): Promise<void> {
  const items = new Map((await listItemsOfOrder(deps.db, orderId)).map((i) => [i.id, i]));
  const results = new Map<string, Record<string, unknown>>();
  for (const itemId of new Set(rows.map((r) => r.itemId))) {
    const own = rows.filter((r) => r.itemId === itemId);
    const byKey = (r: NewDescriptionRow) => (r.kind === "dub_review" ? r.language : r.mediaId);
    const entries = Object.fromEntries(own.map((r) => [byKey(r), { language: r.language, media_id: r.mediaId, segments: r.machineSegments, checked: false }]));
    results.set(itemId, own[0]!.kind === "dub_review" ? { dubs: entries, sandbox: true } : { transcripts: entries, translations: await machineTranslations(deps, items.get(itemId), own, signal), sandbox: true });
  }
  const deliveries = await deps.db.transaction(async (tx) => {
    for (const [itemId, result] of results) await setItemResult(tx, itemId, result);
    const done = await moveOrderState(tx, orderId, ["paid"], "done", { completedAt: new Date() });
    return done ? recordOrderEnd(tx, done) : [];
  });
  await queueWebhookDeliveries(deps, deliveries);
}
