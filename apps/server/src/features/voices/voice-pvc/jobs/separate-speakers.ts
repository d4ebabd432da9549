import { separateSpeakers } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { findVoiceSample, updateVoiceSampleRow } from "#features/voices/voices/repo";
import { SAMPLE_RATE } from "#features/voices/voices/use-cases/prepare-voice-samples";
import { readSamplePcm } from "#features/voices/voices/use-cases/read-sample-pcm";

export const SEPARATE_SPEAKERS_JOB = "voices.separate-speakers";
const ATTEMPTS = 2;
const Payload = z.object({ voiceId: z.string().min(1).max(64), sampleId: z.string().min(1).max(64) });

/**
 * `voices.separate-speakers`: finds who speaks when in a professional voice's sample (Silero VAD,
 * x-vector embeddings of ~2 s windows, clustered by cosine similarity) and records each speaker
 * with their turns; the sample's separation is then completed (or failed, with the last attempt).
 */
export function separateSpeakersJob(deps: Pick<AppDeps, "db" | "storage">): JobKind<z.infer<typeof Payload>> {
  return defineJob({
    name: SEPARATE_SPEAKERS_JOB,
    payload: Payload,
    attempts: ATTEMPTS,
    backoffMs: 5_000,
    concurrency: 1,
    handler: async ({ voiceId, sampleId }, ctx) => {
      const sample = await findVoiceSample(deps.db, voiceId, sampleId);
      if (!sample || sample.separationStatus !== "pending") return;
      try {
        const samples = await readSamplePcm(deps, sample.storageKey, SAMPLE_RATE, ctx.signal);
        const { speakers } = await separateSpeakers(samples, SAMPLE_RATE, { signal: ctx.signal });
        await updateVoiceSampleRow(deps.db, voiceId, sampleId, {
          separationStatus: "completed",
          speakers: speakers.map((s) => ({ speakerId: s.id, durationSecs: Math.round(s.speechSeconds * 1000) / 1000, segments: s.segments.map((g) => ({ start: Math.round(g.start * 1000) / 1000, end: Math.round(g.end * 1000) / 1000 })) })),
          selectedSpeakerIds: null,
        });
      } catch (err) {
        if (ctx.signal.aborted || ctx.attempt < ATTEMPTS) throw err;
        ctx.log.warn(`speaker separation of ${voiceId}/${sampleId} failed`, err);
        await updateVoiceSampleRow(deps.db, voiceId, sampleId, { separationStatus: "failed" });
      }
    },
  });
}
