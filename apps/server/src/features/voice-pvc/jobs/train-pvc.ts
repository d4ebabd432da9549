import { concatSamples } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps } from "../../../platform/app-env";
import { defineJob, type JobKind } from "../../../platform/jobs/job-types";
import { findVoiceRow, listVoiceSamples, updateVoiceRow } from "../../voices/repo";
import { buildVoiceRendering } from "../../voices/use-cases/build-voice-rendering";
import { storeVoiceSamples } from "../../voices/use-cases/store-voice-samples";
import { sampleSpeech } from "../use-cases/sample-audio";

export const TRAIN_PVC_JOB = "voices.train-pvc";
const ATTEMPTS = 2;
const Payload = z.object({ workspaceId: z.string().min(1).max(64), voiceId: z.string().min(1).max(64) });

/**
 * `voices.train-pvc`: builds how a professional voice speaks from all its samples (trimmed, and
 * only the picked speakers where they were separated), recording progress. No engine here
 * fine-tunes models, so: with a cloning engine installed the voice is spoken by it with a
 * reference taken from the samples; otherwise it is the embedded profile (the nearest built-in
 * voice reshaped to the samples). The voice's note says which. Fine-tuned, or failed with the
 * reason after the last attempt.
 */
export function trainPvcJob(deps: Pick<AppDeps, "db" | "storage" | "speech" | "log">): JobKind<z.infer<typeof Payload>> {
  return defineJob({
    name: TRAIN_PVC_JOB,
    payload: Payload,
    attempts: ATTEMPTS,
    backoffMs: 5_000,
    concurrency: 1,
    handler: async ({ workspaceId, voiceId }, ctx) => {
      const row = await findVoiceRow(deps.db, workspaceId, voiceId);
      if (!row || row.pvcState !== "training") return;
      const progress = (value: number, message: string) => updateVoiceRow(deps.db, workspaceId, voiceId, { trainingProgress: value, trainingMessage: message });
      try {
        const samples = await listVoiceSamples(deps.db, [voiceId]);
        await progress(0.1, "Reading the samples.");
        const speech = concatSamples(await Promise.all(samples.map((s) => sampleSpeech(deps, s, { selectedOnly: true, signal: ctx.signal }))));
        await progress(0.3, "Building the voice from the samples.");
        const built = await buildVoiceRendering(deps, { workspaceId, voiceId, samples: [speech], language: row.language, professional: true, signal: ctx.signal });
        if (built.reference) await storeVoiceSamples(deps, workspaceId, voiceId, [], built.reference);
        await updateVoiceRow(deps.db, workspaceId, voiceId, {
          pvcState: "fine_tuned",
          method: built.method,
          rendering: built.rendering,
          similarity: built.similarity,
          note: built.note,
          trainingProgress: 1,
          trainingMessage: "Done.",
        });
      } catch (err) {
        if (ctx.signal.aborted || ctx.attempt < ATTEMPTS) throw err;
        ctx.log.warn(`training of voice ${voiceId} failed`, err);
        await updateVoiceRow(deps.db, workspaceId, voiceId, { pvcState: "failed", trainingMessage: `Training failed: ${err instanceof Error ? err.message.slice(0, 300) : "unknown error"}` });
      }
    },
  });
}
