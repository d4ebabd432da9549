import { MADE_RENDER_TYPES } from "@vocable/contract";
import type { DubRender } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { setDubRender } from "#features/dubbing/dubs/repo";
import { RENDER_JOB } from "../jobs/render-dub";
import { requireTargetLanguage } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

/**
 * POST …/render/{language}: queues a render of the language (the video with the dub, or its audio
 * as MP3, AAC or WAV) from the clips as they are; its state is in the resource's renders. A render
 * of the dub's own kind becomes what dubbing.audio.get answers. Stale clips are rendered as they
 * are (dub them first); AAF and the zips are not made here (400).
 */
export async function renderDubLanguage(deps: Pick<AppDeps, "db" | "jobs">, principal: Principal, dubId: string, language: string, body: { render_type: string; normalize_volume?: boolean }) {
  const type = body.render_type;
  if (!(MADE_RENDER_TYPES as readonly string[]).includes(type)) {
    throw new AppError("invalid_request", 400, `render_type ${type} is not made by this server: choose ${MADE_RENDER_TYPES.join(", ")}.`);
  }
  const id = newId();
  const edited = await editDubResource(deps, principal, dubId, (dub) => {
    requireTargetLanguage(dub, language);
    if (type === "mp4" && !dub.media.hasVideo) throw new AppError("invalid_request", 400, "render_type mp4: this dub's source is audio, with no video to put the dub on; choose mp3, aac or wav.");
    const render: DubRender = { id, version: (dub.resource.version ?? 0) + 1, language, type, status: "processing", normalize: body.normalize_volume === true, error: null, key: null, contentType: null, durationSeconds: null };
    return { resource: { ...dub.resource, renders: { ...dub.resource.renders, [id]: render } } };
  });
  await deps.jobs.enqueue(RENDER_JOB, { dubId, renderId: id }, { idempotencyKey: `${RENDER_JOB}:${id}` }).catch(async (err: unknown) => {
    const render = edited.dub.resource.renders![id]!;
    await setDubRender(deps.db, dubId, { ...render, status: "failed", error: "The render could not be queued; ask for it again." });
    throw err;
  });
  return { version: edited.version, render_id: id };
}
