import { createReadStream } from "node:fs";
import { MAX_ORDER_MEDIA, MAX_ORDER_MEDIA_SECONDS, type RegisterMediaResponse } from "@vocable/contract";
import { MediaError, probeMedia, type MediaProbe } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { presentMedia } from "../presenter";
import { countMedia, insertMedia } from "../repo";
import { orderNotOpen, requireOrder, withOpenOrder } from "./find-order";
import { openMediaSource } from "./open-media-source";
import { mediaLanguage } from "./order-languages";
import { MEDIA_FILE_FIELD, readMediaForm } from "./read-media-form";

/** The media's type and length by its bytes: audio or video dubbing and speech to text take, at most MAX_ORDER_MEDIA_SECONDS. */
async function checkMedia(path: string, signal: AbortSignal): Promise<MediaProbe> {
  let probe: MediaProbe;
  try {
    probe = await probeMedia(path, signal);
  } catch (err) {
    if (err instanceof MediaError) throw new AppError(err.problem === "unsupported_type" ? "unsupported_media_type" : "invalid_audio", err.problem === "unsupported_type" ? 415 : 400, err.message);
    throw err;
  }
  if (!(probe.durationSeconds > 0)) throw new AppError("invalid_audio", 400, "The media has no length: there is nothing to work on.");
  if (probe.durationSeconds > MAX_ORDER_MEDIA_SECONDS) {
    throw new AppError("invalid_audio", 400, `The media is ${Math.ceil(probe.durationSeconds / 60)} minutes long; an order takes files of at most ${MAX_ORDER_MEDIA_SECONDS / 3600} hours.`);
  }
  return probe;
}

/**
 * POST /v1/productions/orders/{order_id}/media: checks the form and the declared language (one a
 * recogniser here knows), takes the media from its source (open-media-source.ts), checks it by its
 * bytes, stores it under productions/{workspace}/{order}/{media}.{ext} (a copy: the order keeps
 * it whatever happens to the history item, transcript or dub) and records it, while the order is
 * still open.
 */
export async function registerMedia(deps: AppDeps, principal: Principal, orderId: string, form: UploadForm, signal: AbortSignal): Promise<RegisterMediaResponse> {
  const request = readMediaForm(form.fields, form.files.some((f) => f.field === MEDIA_FILE_FIELD));
  const language = mediaLanguage(deps.speech, request.declaredLanguage);
  const order = await requireOrder(deps, principal, orderId);
  if (order.state !== "open") throw orderNotOpen(order, "media can be registered");
  if ((await countMedia(deps.db, order.id)) >= MAX_ORDER_MEDIA) throw new AppError("invalid_request", 400, `An order takes at most ${MAX_ORDER_MEDIA} media files.`);
  const file = await openMediaSource(deps, principal, request.source, form, signal);
  try {
    const probe = await checkMedia(file.path, signal);
    const id = newId();
    const storageKey = `productions/${principal.workspaceId}/${order.id}/${id}.${probe.container}`;
    await deps.storage.put(storageKey, createReadStream(file.path), { contentType: probe.contentType });
    try {
      const row = await withOpenOrder(deps, principal, order.id, "media can be registered", (tx) =>
        insertMedia(tx, {
          id,
          orderId: order.id,
          name: file.name,
          contentType: probe.contentType,
          language,
          storageKey,
          durationSeconds: probe.durationSeconds,
          source: request.source.kind,
          sourceId: file.sourceId,
        }),
      );
      return presentMedia(deps.config.publicUrl, row);
    } catch (err) {
      await deps.storage.delete(storageKey);
      throw err;
    }
  } finally {
    await file.dispose();
  }
}
