import { concatSamples } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { APP_ROUTES } from "@vocable/domain";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import { findVoiceRow, listVoiceSamples, updateVoiceRow, type VoiceRow } from "#features/voices/voices/repo";
import { buildVoiceRendering } from "#features/voices/voices/use-cases/build-voice-rendering";
import { storeVoiceSamples } from "#features/voices/voices/use-cases/store-voice-samples";
import { SAMPLE_RATE } from "#features/voices/voices/use-cases/prepare-voice-samples";
import { sampleSpeech } from "../use-cases/sample-audio";

export const TRAIN_PVC_JOB = "voices.train-pvc";
const ATTEMPTS = 2;
/** Speech read from the samples to build the voice. */
const BUILD_SECONDS = 3 * 60;
const Payload = z.object({ workspaceId: z.string().min(1).max(64), voiceId: z.string().min(1).max(64) });

/**
 * `voices.train-pvc`: builds how a professional voice speaks from all its samples (trimmed, and
 * only the picked speakers where they were separated), recording progress. No engine here
 * fine-tunes models, so: with a cloning engine installed the voice is spoken by it with a
 * reference taken from the samples; otherwise it is the embedded profile (the nearest built-in
 * voice reshaped to the samples). The voice's note says which. Fine-tuned, or failed with the
 * reason after the last attempt.
 */
/** The bell of the member who made the voice: training ended, well or not. */
async function notifyTrainingOf(db: AppDeps["db"], row: VoiceRow, outcome: "fine_tuned" | "failed", description: string): Promise<void> {
  if (!row.createdBy) return;
  const done = outcome === "fine_tuned";
  await notifyUser(db, row.createdBy, {
    severity: done ? "success" : "error",
    title: done ? `Voice ${row.name} is trained` : `Training of ${row.name} failed`,
    description,
    needsAttention: !done,
    event: done ? "voice.training_completed" : "voice.training_failed",
    link: APP_ROUTES.voiceLabProfessionalVoice.replace(":voiceId", row.id),
  });
}

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
      const notifyTraining = (r: VoiceRow, outcome: "fine_tuned" | "failed", description: string) => notifyTrainingOf(deps.db, r, outcome, description);
      const progress = (value: number, message: string) => updateVoiceRow(deps.db, workspaceId, voiceId, { trainingProgress: value, trainingMessage: message });
      try {
        const samples = await listVoiceSamples(deps.db, [voiceId]);
        await progress(0.1, "Reading the samples.");
        // The voice is built from its first minutes of speech (the approximation hears 30 s, a
        // cloning engine's reference 30 s): reading every sample of a long dataset would only cost memory.
        const parts: Int16Array[] = [];
        let seconds = 0;
        for (const sample of samples) {
          if (seconds >= BUILD_SECONDS) break;
          const part = await sampleSpeech(deps, sample, { selectedOnly: true, signal: ctx.signal });
          parts.push(part);
          seconds += part.length / SAMPLE_RATE;
        }
        const speech = concatSamples(parts);
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
        await notifyTraining(row, "fine_tuned", built.note ?? `${row.name} is ready to use.`);
      } catch (err) {
        if (ctx.signal.aborted || ctx.attempt < ATTEMPTS) throw err;
        ctx.log.warn(`training of voice ${voiceId} failed`, err);
        const message = `Training failed: ${err instanceof Error ? err.message.slice(0, 300) : "unknown error"}`;
        await updateVoiceRow(deps.db, workspaceId, voiceId, { pvcState: "failed", trainingMessage: message });
        await notifyTraining(row, "failed", message);
      }
    },
  });
}
