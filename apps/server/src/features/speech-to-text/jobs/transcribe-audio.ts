import { toTranscriptWords, transcriptText, type TimestampsGranularity } from "@vocable/domain";
import { decodeToPcm, RECOGNITION_SAMPLE_RATE, transcribeInChunks } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps } from "../../../platform/app-env";
import { defineJob, type JobKind } from "../../../platform/jobs/job-types";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "../../webhooks/emit-workspace-event";
import { presentTranscript } from "../presenter";
import { finishTranscript, findTranscript, recordTranscriptProgress, type TranscriptRow } from "../repo";
import { NO_RECOGNIZER_MESSAGE } from "../use-cases/choose-recognizer";

export const TRANSCRIBE_JOB = "speech-to-text.transcribe";
export const TRANSCRIBE_ATTEMPTS = 3;

const Payload = z.object({ transcriptId: z.string().min(1).max(64) });
type Payload = z.infer<typeof Payload>;

/** One job per transcript: queueing it twice (a retried request) makes one. */
export function transcribeJobKey(transcriptId: string): string {
  return `${TRANSCRIBE_JOB}:${transcriptId}`;
}

/** The transcript was deleted (or finished by another run) while this one worked: stop quietly. */
class TranscriptGone extends Error {}

/**
 * The `speech-to-text.transcribe` job: decodes the kept audio, finds its speech with the voice
 * activity detector when one is installed, recognises it piece by piece with
 * the engine chosen at the request (or the best one installed now, if that one is gone), records
 * progress after each piece and completes the transcript once. A failure is retried; the last
 * attempt marks the transcript failed with the reason. With `webhook=true` the result is told to
 * the workspace's speech_to_text.completed webhooks in the same transaction.
 */
export function transcribeAudioJob(deps: Pick<AppDeps, "db" | "storage" | "speech" | "jobs" | "log">): JobKind<Payload> {
  return defineJob({
    name: TRANSCRIBE_JOB,
    payload: Payload,
    attempts: TRANSCRIBE_ATTEMPTS,
    backoffMs: 5_000,
    // One long recognition at a time per process: the runner's other slots stay free for e-mail and webhooks.
    concurrency: 1,
    handler: async ({ transcriptId }, ctx) => {
      const row = await findTranscript(deps.db, transcriptId);
      if (!row || row.status !== "processing") return;
      try {
        const recognition = await recognize(deps, row, ctx.signal);
        const words = toTranscriptWords(recognition.words, row.timestampsGranularity as TimestampsGranularity);
        await finish(deps, row, { status: "completed", text: transcriptText(recognition.words), words });
      } catch (err) {
        if (err instanceof TranscriptGone) return;
        if (ctx.signal.aborted || ctx.attempt < TRANSCRIBE_ATTEMPTS) throw err;
        ctx.log.warn(`transcript ${transcriptId} failed`, err);
        await finish(deps, row, { status: "failed", error: err instanceof Error ? err.message.slice(0, 500) : "recognition failed" });
      }
    },
  });

  async function recognize(deps: Pick<AppDeps, "db" | "storage" | "speech">, row: TranscriptRow, signal: AbortSignal) {
    const engines = deps.speech.engines;
    const stored = engines.get(row.engineId);
    const engine = stored?.recognize ? stored : engines.recognizerFor(row.languageCode);
    if (!engine?.recognize) throw new Error(NO_RECOGNIZER_MESSAGE);
    const file = await deps.storage.read(row.audioKey);
    if (!file) throw new Error("The transcript's audio is no longer stored.");
    const samples = await decodeToPcm(file.stream as unknown as AsyncIterable<Uint8Array>, RECOGNITION_SAMPLE_RATE, signal);
    // With a voice activity detector, pieces are cut in its pauses and pieces without speech skipped.
    const detector = engines.voiceActivityDetector();
    const speech = detector ? await detector.detectSpeech(samples, RECOGNITION_SAMPLE_RATE).catch(() => undefined) : undefined;
    return transcribeInChunks(engine.recognize, samples, {
      language: row.languageCode,
      speech,
      signal,
      onProgress: async (done) => {
        if (!(await recordTranscriptProgress(deps.db, row.id, Math.min(done, 0.99)))) throw new TranscriptGone();
      },
    });
  }

  async function finish(deps: Pick<AppDeps, "db" | "jobs" | "log">, row: TranscriptRow, result: Parameters<typeof finishTranscript>[2]) {
    let deliveries: string[] = [];
    await deps.db.transaction(async (tx) => {
      const finished = await finishTranscript(tx, row.id, result);
      if (finished && finished.notifyWebhooks) {
        deliveries = await recordWorkspaceEvent(tx, finished.workspaceId, "speech_to_text.completed", { transcription: presentTranscript(finished), request_id: finished.requestId });
      }
    });
    await queueWebhookDeliveries(deps, deliveries);
  }
}
