import type { VoiceSample } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { insertVoiceSamples, listVoiceSamples, updateVoiceRow } from "#features/voices/voices/repo";
import { prepareVoiceSamples } from "#features/voices/voices/use-cases/prepare-voice-samples";
import type { VoiceForm } from "#features/voices/voices/use-cases/read-voice-form";
import { storeVoiceSamples } from "#features/voices/voices/use-cases/store-voice-samples";
import { presentSample } from "#features/voices/voices/workspace-voice-presenter";
import { requirePvcVoice } from "./require-pvc-voice";

/** Most samples a professional voice holds. */
export const MAX_PVC_SAMPLES = 50;

/**
 * POST /v1/voices/pvc/{voice_id}/samples: more recordings. Each is decoded and checked (audio,
 * not silent, not clipped); several speakers are allowed here (separate them, then pick one).
 * The voice is then samples_ready; a voice in training takes no new samples.
 */
export async function addPvcSamples(deps: Pick<AppDeps, "db" | "speech" | "storage" | "config">, principal: Principal, voiceId: string, form: VoiceForm["form"], denoise: boolean, signal?: AbortSignal): Promise<VoiceSample[]> {
  const row = await requirePvcVoice(deps, principal, voiceId);
  if (row.pvcState === "training") throw new AppError("voice_not_editable", 409, "The voice is training: add samples when it has finished.");
  const existing = await listVoiceSamples(deps.db, [row.id]);
  if (existing.length + form.files.length > MAX_PVC_SAMPLES) throw new AppError("invalid_request", 400, `A professional voice holds at most ${MAX_PVC_SAMPLES} samples.`);
  const prepared = await prepareVoiceSamples(deps, form.files, { denoise, signal, checkSpeech: false });
  const silent = prepared.findIndex((p) => p.analysis.speechSeconds === 0);
  if (silent >= 0) throw new AppError("voice_sample_problem", 400, `${prepared[silent]!.row.fileName}: no speech was found in this file.`);
  const stored = await storeVoiceSamples(deps, principal.workspaceId, row.id, prepared);
  try {
    await deps.db.transaction(async (tx) => {
      await insertVoiceSamples(tx, stored.rows);
      if (row.pvcState === "created" || row.pvcState === "failed") await updateVoiceRow(tx, principal.workspaceId, row.id, { pvcState: "samples_ready" });
    });
  } catch (err) {
    await stored.remove();
    throw err;
  }
  const samples = await listVoiceSamples(deps.db, [row.id]);
  const added = new Set(stored.rows.map((r) => r.id));
  return samples.filter((s) => added.has(s.id)).map(presentSample);
}
