import type { CharacterAlignment, ResolvedVoiceSettings, TextToSpeechQuery, TextToSpeechRequest } from "@vocable/contract";
import { characterCost } from "@vocable/domain";
import type { OutputFormat, SpeechChunk } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { settleGeneration, type GenerationOutcome } from "#features/speech/generations/use-cases/settle-generation";
import { queueWebhookDeliveries } from "#features/developers/webhooks/emit-workspace-event";
import { AudioSpool } from "../audio-spool";
import { admitSpeech, type AdmittedSpeech } from "./admit-speech";
import { planSpeech, type SpeechPlan } from "./plan-speech";
import { speechError, stopError, type StopReason } from "./speech-errors";
import { SpeechPieces, type SpeechPiece } from "./speech-pieces";

export type { StopReason } from "./speech-errors";

/** A generation that has been validated, admitted, charged and has produced its first chunk. */
export interface StartedSpeech {
  /** The generation's id; also its history item's id when logging is on. */
  id: string;
  historyItemId: string | null;
  cost: number;
  /** The workspace's character count before and after the charge (a refund on stop is not in it). */
  charge: { from: number; to: number };
  /** Who spoke and how: what a history item of this speech names. */
  spoken: { voiceId: string; voiceName: string; voiceCategory: string; modelId: string; settings: ResolvedVoiceSettings };
  format: OutputFormat;
  /**
   * The next piece: encoded, appended to the generation's audio file, and (for a stream)
   * counted as delivered. Audio with chunk null carries no characters: a stream's short first
   * part, and, after the last piece, the encoder's tail; then null.
   */
  next(): Promise<{ audio: Uint8Array; chunk: SpeechChunk | null } | null>;
  /** The character timings of the pieces produced so far. */
  readonly alignment: CharacterAlignment;
  /** After the last piece: seals the audio, keeps it (history item when logging), settles as delivered. */
  complete(): Promise<void>;
  /** The whole audio of a completed generation, from its file (which is then removed). */
  audioStream(): ReadableStream<Uint8Array>;
  /**
   * Strings of phoneme rules that occur in the text and that this voice can only approximate
   * (its engine lacks some of the phones): sent as the `pronunciation-approximated` header.
   */
  approximatedRules: string[];
  /**
   * Strings of rules that occur in the text and that this voice does not apply at all (a voice of
   * a remote or local neural engine reads the text as given): the `pronunciation-not-applied` header.
   */
  unappliedRules: string[];
  /** v3 audio tags in the text that the voice does not perform (removed, never spoken): the `audio-tags-not-performed` header. */
  unperformedAudioTags: string[];
  /**
   * Parameters the request sent that the voice's engine does not apply (voice settings, seed,
   * surrounding text or request ids, by their names in the request): the `parameters-not-applied` header.
   */
  unappliedParameters: string[];
  /** Bytes of audio produced so far. */
  readonly audioBytes: number;
  /** Stops before the end and settles: refunded, or (a stream's client gone) charged for what was sent. Idempotent. */
  stop(reason: StopReason): Promise<void>;
  /** Called once if the generation is stopped from outside (server shutdown) while a response uses it. */
  onStopped(listener: (reason: StopReason) => void): void;
}

/**
 * Validates, admits (tier concurrency) and charges the request, recording it in the generation
 * ledger, then starts synthesis up to its first chunk, so that any error (unknown voice, quota,
 * concurrency, busy engines) is still answered with a status code before audio flows. The steps:
 * planSpeech (resolve and check), admitSpeech (charge), then the run: SpeechPieces encodes the
 * synthesis into the spool file, and the generation settles once (delivered, partial or refunded).
 */
export async function startSpeech(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics" | "config" | "generations" | "jobs">,
  principal: Principal,
  input: {
    voiceId: string;
    body: TextToSpeechRequest;
    query: TextToSpeechQuery;
    requestId: string;
    streaming: boolean;
    /** The with-timestamps calls: voices of engines without timings are forced-aligned (SynthesisInput.exactTimings). */
    exactTimings?: boolean;
    signal?: AbortSignal;
  },
): Promise<StartedSpeech> {
  const plan = await planSpeech(deps, principal, input);
  const admitted = await admitSpeech(deps, principal, plan, { body: input.body, logging: input.query.enable_logging, requestId: input.requestId });
  return runSpeech(deps, principal, plan, admitted, input);
}

/** Where a generation's chunks come from: the plan's synthesis, or (a dialogue) the caller's own source. */
export type ChunkSource = (signal: AbortSignal) => AsyncIterable<SpeechChunk>;

/** The last step: synthesis, encoding and the one settlement of an admitted generation. */
export async function runSpeech(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics" | "config" | "generations" | "jobs">,
  principal: Principal,
  plan: SpeechPlan,
  admitted: AdmittedSpeech,
  input: { streaming: boolean; signal?: AbortSignal; source?: ChunkSource },
): Promise<StartedSpeech> {
  const { id, logging, storageKey } = admitted;
  const { format } = plan;
  const controller = new AbortController();
  let pieces: SpeechPieces | null = null;
  let settled: Promise<void> | null = null;
  let stopping: Promise<void> | null = null;
  let stoppedWith: StopReason | null = null;
  let stopListener: ((reason: StopReason) => void) | null = null;

  const settle = (outcome: GenerationOutcome) => {
    settled ??= (async () => {
      deps.generations.delete(id);
      const settledAs = await settleGeneration(deps.db, id, outcome);
      if (settledAs?.refunded) deps.metrics.charactersRefunded.inc(settledAs.refunded);
      // After the settlement's transaction committed: the webhooks hear of what is kept.
      if (settledAs) await queueWebhookDeliveries(deps, settledAs.webhookDeliveryIds);
    })();
    return settled;
  };

  /** The first stop wins; later calls (the stream failing because of it, say) wait for it. */
  function stop(reason: StopReason): Promise<void> {
    stopping ??= settled ? settled : stopNow(reason);
    return stopping;
  }

  async function stopNow(reason: StopReason) {
    stoppedWith = reason;
    pieces?.end();
    controller.abort(new Error(`generation stopped: ${reason}`));
    // A client that leaves mid-stream pays for what it was sent; a generation the server stopped
    // or that failed is refunded whole (its client gets an error, not audio to keep).
    // What was sent when the client left, taken now: a piece whose encoding was under way still
    // lands while the audio is kept below, and must not add words the charge does not count.
    const delivered = pieces ? structuredClone(pieces.delivered) : null;
    if (reason === "client_gone" && input.streaming && delivered && delivered.text.length > 0) {
      const characters = characterCost(delivered.text);
      // The partial item plays what was sent: that audio is stored before the item points at it.
      const kept = logging && pieces ? await keepAudio(pieces.spool).then(() => true, (err: unknown) => (deps.log.warn("could not keep a partial generation's audio", err), false)) : false;
      await settle({ state: "partial", characters, text: delivered.text, alignment: delivered.alignment, keepItem: kept });
    } else {
      await settle({ state: "refunded" });
    }
    await pieces?.spool.remove();
  }

  async function keepAudio(file: AudioSpool) {
    await file.seal();
    await deps.storage.put(storageKey, file.read(), { contentType: format.contentType });
  }

  deps.generations.add(id, async (reason) => {
    stopListener?.(reason);
    await stop(reason);
  });

  const synthesis = input.source ? input.source(controller.signal) : deps.speech.stream({ ...plan.synthesis, owner: principal.workspaceId }, controller.signal);
  const chunks = synthesis[Symbol.asyncIterator]();
  try {
    const first = await chunks.next();
    const spool = await AudioSpool.create(deps.config.dataDir, id);
    pieces = new SpeechPieces(chunks, first, spool, { format, streaming: input.streaming, encode: timed });
  } catch (err) {
    await stop("failed");
    throw speechError(err);
  }
  const started = pieces;

  /** Times one encoder call for the encoding metric. */
  async function timed(work: Promise<Uint8Array>) {
    const begun = performance.now();
    const bytes = await work;
    deps.metrics.speechEncoding.observe({ codec: format.codec }, (performance.now() - begun) / 1000);
    return bytes;
  }

  /** The next piece; a failure caused by a stop (the encoder cancelled under it) is reported as that stop. */
  async function next(): Promise<SpeechPiece | null> {
    if (stoppedWith) throw stopError(stoppedWith);
    if (started.ended) return null;
    if (input.signal?.aborted) {
      await stop("client_gone");
      throw stopError("client_gone");
    }
    try {
      return await started.next();
    } catch (err) {
      throw stoppedWith ? stopError(stoppedWith) : speechError(err);
    }
  }

  async function complete() {
    if (stoppedWith) throw stopError(stoppedWith);
    const file = started.spool;
    await file.seal();
    if (logging) await deps.storage.put(storageKey, file.read(), { contentType: format.contentType });
    await settle({ state: "delivered", alignment: started.alignment });
  }

  function audioStream(): ReadableStream<Uint8Array> {
    const file = started.spool;
    const reader = file.read().getReader();
    const release = () => void file.remove().catch(() => {});
    return new ReadableStream<Uint8Array>({
      async pull(ctrl) {
        const { done, value } = await reader.read();
        if (done) {
          ctrl.close();
          release();
        } else ctrl.enqueue(value);
      },
      async cancel() {
        await reader.cancel();
        release();
      },
    });
  }

  return {
    id,
    historyItemId: logging ? id : null,
    cost: plan.cost,
    charge: admitted.charge,
    spoken: { voiceId: plan.voice.voiceId, voiceName: plan.voice.name, voiceCategory: plan.voice.category, modelId: plan.model.modelId, settings: plan.settings },
    format,
    next,
    alignment: started.alignment,
    complete,
    audioStream,
    get audioBytes() {
      return started.spool.bytes;
    },
    approximatedRules: plan.approximatedRules,
    unappliedRules: plan.unappliedRules,
    unperformedAudioTags: plan.unperformedAudioTags,
    unappliedParameters: plan.unappliedParameters,
    stop,
    onStopped(listener) {
      stopListener = listener;
    },
  };
}
