import type { Db } from "#db/client";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import { APP_ROUTES, isPunctuated, restorePunctuation, toTranscriptWords, transcriptText, type TimestampsGranularity } from "@vocable/domain";
import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { presentTranscript, presentTranscriptExtras } from "../presenter";
import { finishTranscript, findTranscript, recordTranscriptProgress, type TranscriptRow } from "../repo";
import { TranscriptOptions, NO_OPTIONS } from "../transcript-options";
import { endTranscript } from "../use-cases/end-transcript";
import { refineHeardWords } from "../use-cases/refine-heard-words";
import { recognizeStoredAudio } from "../use-cases/recognize-stored-audio";

export const TRANSCRIBE_JOB = "speech-to-text.transcribe";
export const TRANSCRIBE_ATTEMPTS = 3;
/** Transcriptions one process admits at once (each holds a piece of audio and an ffmpeg decoder). */
export const TRANSCRIBE_CONCURRENCY = 8;

const Payload = z.object({ transcriptId: z.string().min(1).max(64), options: TranscriptOptions.optional() });
type Payload = z.infer<typeof Payload>;

/** One job per transcript: queueing it twice (a retried request) makes one. */
export function transcribeJobKey(transcriptId: string): string {
  return `${TRANSCRIBE_JOB}:${transcriptId}`;
}

/** The transcript was deleted (or finished by another run) while this one worked: stop quietly. */
class TranscriptGone extends Error {}

/**
 * The `speech-to-text.transcribe` job: decodes the kept audio as a stream, finds its speech with the
 * voice activity detector when one is installed, recognises it piece by piece (each piece in the
 * workspace's turn of the recognition scheduler) with
 * the engine chosen at the request (or the best one installed now, if that one is gone), records
 * progress after each piece and inside it as the engine tells (the share of the audio's seconds
 * done), restores sentence case and end punctuation, and completes the transcript once. A failure is retried; the last
 * attempt marks the transcript failed with the reason. With `webhook=true` the result is told to
 * the workspace's speech_to_text.completed webhooks in the same transaction.
 */
export function transcribeAudioJob(deps: Pick<AppDeps, "db" | "storage" | "speech" | "jobs" | "log">): JobKind<Payload> {
  return defineJob({
    name: TRANSCRIBE_JOB,
    payload: Payload,
    attempts: TRANSCRIBE_ATTEMPTS,
    backoffMs: 5_000,
    // Admitted jobs mostly wait for recognition turns (speech's fair scheduler, a queue per workspace),
    // each holding one piece of audio: several run at once, in slots of their own, so a short
    // transcription is not stuck behind long ones in the job queue nor e-mail behind transcriptions.
    concurrency: TRANSCRIBE_CONCURRENCY,
    ownSlots: true,
    handler: async ({ transcriptId, options = NO_OPTIONS }, ctx) => {
      const row = await findTranscript(deps.db, transcriptId);
      if (!row || row.status !== "processing") return;
      try {
        const recognition = await recognize(deps, row, ctx.signal);
        const refined = await refineHeardWords(deps, row.audioKey, recognition.words, options, ctx.signal);
        // Sentence case and end marks from the pauses, for recognisers that give plain lower-case words
        // (judged on what the recogniser gave: a keyterm such as "Inc." does not make it a punctuating one).
        const heard = restorePunctuation(refined, row.languageCode, { punctuated: isPunctuated(recognition.words) });
        const words = toTranscriptWords(heard, row.timestampsGranularity as TimestampsGranularity);
        await finish(deps, row, { status: "completed", text: transcriptText(heard), words }, options);
      } catch (err) {
        if (err instanceof TranscriptGone) return;
        if (ctx.signal.aborted || ctx.attempt < TRANSCRIBE_ATTEMPTS) throw err;
        ctx.log.warn(`transcript ${transcriptId} failed`, err);
        await finish(deps, row, { status: "failed", error: err instanceof Error ? err.message.slice(0, 500) : "recognition failed" }, options);
      }
    },
  });

  function recognize(deps: Pick<AppDeps, "db" | "storage" | "speech">, row: TranscriptRow, signal: AbortSignal) {
    const audio = { key: row.audioKey, language: row.languageCode, durationSeconds: row.audioDurationSecs, owner: row.workspaceId, engineId: row.engineId };
    return recognizeStoredAudio(deps, audio, {
      signal,
      onProgress: async (seconds) => {
        if (!(await recordTranscriptProgress(deps.db, row.id, Math.min(seconds / Math.max(row.audioDurationSecs, 0.001), 0.99)))) throw new TranscriptGone();
      },
    });
  }

  /** The bell of the member who asked: the transcript is ready, or why it failed. */
  async function notifyTranscriptEnded(tx: Db, t: TranscriptRow) {
    const done = t.status === "completed";
    await notifyUser(tx, t.userId, {
      severity: done ? "success" : "error",
      title: done ? "Transcript ready" : "Transcription failed",
      description: done ? `${t.fileName || "Your audio"} is transcribed.` : `${t.fileName || "Your audio"}: ${t.error ?? "recognition failed"}`,
      needsAttention: !done,
      event: done ? "transcript.completed" : "transcript.failed",
      link: `${APP_ROUTES.speechToText}?transcript=${t.id}`,
    });
  }

  async function finish(deps: Pick<AppDeps, "db" | "jobs" | "log">, row: TranscriptRow, result: Parameters<typeof finishTranscript>[2], options: TranscriptOptions) {
    let deliveries: string[] = [];
    await deps.db.transaction(async (tx) => {
      const finished = await endTranscript(tx, row.id, result);
      if (finished) await notifyTranscriptEnded(tx, finished);
      if (finished && finished.notifyWebhooks) {
        const data = {
          transcription: { ...presentTranscript(finished), ...presentTranscriptExtras(finished, options) },
          request_id: finished.requestId,
          ...(options.webhookMetadata ? { webhook_metadata: options.webhookMetadata } : {}),
        };
        deliveries = await recordWorkspaceEvent(tx, finished.workspaceId, "speech_to_text.completed", data, { webhookId: options.webhookId ?? undefined });
      }
    });
    await queueWebhookDeliveries(deps, deliveries);
  }
}
