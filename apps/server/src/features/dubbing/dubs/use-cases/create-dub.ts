import { createReadStream } from "node:fs";
import { MAX_DUB_SECONDS, type DoDubbingResponse } from "@vocable/contract";
import { dubCharacterCost, dubWatermarkRequired } from "@vocable/domain";
import { MediaError, probeMedia, type MediaProbe } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { completeOnboardingChecklistItem } from "#features/accounts/account/onboarding-checklist";
import { recordDubUsage } from "#features/billing/usage/use-cases/record-dub-usage";
import { fetchCloudAudio } from "#features/speech/speech-to-text/use-cases/fetch-cloud-audio";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { chargeInTransaction } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { DUB_JOB, dubJobKey, failDub } from "../jobs/run-dub";
import { insertDub } from "../repo";
import { chooseDubLanguages } from "./choose-dub-languages";
import { readDubForm } from "./read-dub-form";

/** A dub takes about this many seconds of work per second of source on a 2-core machine's CPU engines (npm run bench:dubbing: 0.4). */
const WORK_PER_SECOND = 0.5;

/** The media as checked: its probe, and the part of it that is dubbed (start_time/end_time). */
async function checkMedia(path: string, start: number | null, end: number | null, signal: AbortSignal): Promise<{ probe: MediaProbe; seconds: number }> {
  let probe: MediaProbe;
  try {
    probe = await probeMedia(path, signal);
  } catch (err) {
    if (err instanceof MediaError) throw new AppError(err.problem === "unsupported_type" ? "unsupported_media_type" : "invalid_audio", err.problem === "unsupported_type" ? 415 : 400, err.message);
    throw err;
  }
  const from = start ?? 0;
  if (from >= probe.durationSeconds) throw new AppError("invalid_request", 400, `start_time ${from} s is at or past the end of the media (${probe.durationSeconds.toFixed(1)} s).`);
  const seconds = Math.min(end ?? probe.durationSeconds, probe.durationSeconds) - from;
  if (seconds > MAX_DUB_SECONDS) {
    throw new AppError("invalid_audio", 400, `The media is ${Math.round(seconds / 60)} minutes long; this server dubs at most ${MAX_DUB_SECONDS / 60} minutes at once: cut it with start_time and end_time.`);
  }
  return { probe, seconds };
}

/**
 * POST /v1/dubbing: checks the form, the languages (a voice must speak the target; a cross-language
 * dub needs a translation engine) and the media (its type by its bytes, its length), stores the
 * source, charges the dub's characters (a minute of source per target language; the Free plan's
 * dubs carry the watermark) and counts them in the usage statistics with the dub's row in one
 * transaction, and queues the job (a dub that cannot be queued fails, given back). The onboarding
 * item "Dub a video" completes.
 */
export async function createDub(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "config" | "jobs" | "log">,
  principal: Principal,
  uploaded: UploadForm,
  signal: AbortSignal,
): Promise<DoDubbingResponse> {
  const request = readDubForm(uploaded.fields, uploaded.files.map((f) => f.field));
  const languages = chooseDubLanguages(deps.speech, request.sourceLanguage, request.targetLanguage);
  const form = request.sourceUrl ? await fetchCloudAudio(deps, request.sourceUrl, uploaded.fields, signal, "source_url") : uploaded;
  try {
    const file = form.files.find((f) => f.field === "file" || f.field === "source_url")!;
    const { probe, seconds } = await checkMedia(file.path, request.options.startTime, request.options.endTime, signal);
    const tier = (await getWorkspace(deps.db, principal.workspaceId))?.tier ?? "free";
    const required = dubWatermarkRequired(tier);
    if (required && request.watermark === false) {
      throw new AppError("watermark_required", 403, "Dubs on the Free plan carry a watermark: send watermark true (or leave it out), or choose a paid plan to dub without one.");
    }
    const watermark = request.watermark ?? required;
    const characters = dubCharacterCost(seconds, 1, watermark);
    const id = newId();
    const inputKey = `dubs/${principal.workspaceId}/${id}/input.${probe.container}`;
    await deps.storage.put(inputKey, createReadStream(file.path), { contentType: probe.contentType });
    try {
      await deps.db.transaction(async (tx) => {
        await chargeInTransaction(tx, principal.workspaceId, characters);
        const inserted = await insertDub(tx, {
          id,
          workspaceId: principal.workspaceId,
          userId: principal.userId,
          name: request.name ?? (file.name || "Untitled dub"),
          requestedSourceLanguage: request.sourceLanguage,
          sourceLanguage: languages.source,
          targetLanguages: [request.targetLanguage],
          watermark,
          creationSource: principal.via === "session" ? "dubbing_ui" : "dubbing_api",
          options: request.options,
          media: { fileName: file.name, container: probe.container, contentType: probe.contentType, durationSeconds: probe.durationSeconds, hasVideo: probe.video !== null },
          inputKey,
          sourceSeconds: seconds,
          expectedDurationSeconds: Math.ceil(seconds * WORK_PER_SECOND + 10),
          charactersCharged: characters,
          warnings: languages.warnings,
        });
        await recordDubUsage(tx, inserted);
        await completeOnboardingChecklistItem(tx, principal.userId, "create_dub");
      });
    } catch (err) {
      await deps.storage.delete(inputKey);
      throw err;
    }
    await deps.jobs.enqueue(DUB_JOB, { dubId: id }, { idempotencyKey: dubJobKey(id) }).catch(async (err: unknown) => {
      await failDub(deps, id, "The dub could not be queued; create it again.");
      throw err;
    });
    return { dubbing_id: id, expected_duration_sec: Math.ceil(seconds * WORK_PER_SECOND + 10) };
  } finally {
    if (form !== uploaded) await form.dispose();
  }
}
