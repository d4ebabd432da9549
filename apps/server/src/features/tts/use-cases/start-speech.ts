import type { CharacterAlignment, ResolvedVoiceSettings, TextToSpeechQuery, TextToSpeechRequest } from "@vocable/contract";
import { characterCost } from "@vocable/domain";
import {
  appendAlignment,
  createEncoder,
  emptyAlignment,
  hasSpeakableText,
  pronunciationRuleSupport,
  EngineBusyError,
  EngineTimeoutError,
  EngineUnavailableError,
  PieceTimeoutError,
  SpeechQueueFullError,
  UpstreamError,
  VoiceEngineMissingError,
  type AudioEncoder,
  type OutputFormat,
  type SpeechChunk,
} from "@vocable/speech";
import type { AppDeps, Principal } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { beginGeneration } from "../../generations/use-cases/begin-generation";
import { settleGeneration, type GenerationOutcome } from "../../generations/use-cases/settle-generation";
import { resolvePronunciationRules } from "../../pronunciation-dictionaries/use-cases/resolve-pronunciation-rules";
import { resolveSpeakingVoice } from "../../voices/use-cases/resolve-speaking-voice";
import { resolveVoiceSettings } from "../../voices/default-settings";
import { queueWebhookDeliveries } from "../../webhooks/emit-workspace-event";
import { getVoiceSettings } from "../../voices/repo";
import { AudioSpool } from "../audio-spool";
import { validateSpeechRequest } from "./validate-speech-request";

/** A stream's first piece is sent in two parts, the first this long, so the first bytes do not wait for a whole piece's encoding. */
const FIRST_AUDIO_SECONDS = 0.25;

/** Why a generation stopped before its end. */
export type StopReason = "client_gone" | "failed" | "shutdown";

/** A generation that has been validated, admitted, charged and has produced its first chunk. */
export interface StartedSpeech {
  /** The generation's id; also its history item's id when logging is on. */
  id: string;
  historyItemId: string | null;
  cost: number;
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
 * concurrency, busy engines) is still answered with a status code before audio flows.
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
  const voice = await resolveSpeakingVoice(deps, principal, input.voiceId);
  const validated = validateSpeechRequest(deps.speech, input.body, input.query);
  const { format, cost } = validated;
  // A voice of a remote or local neural engine is served by that engine's model, whatever id was sent.
  const engineModel = voice.engineId !== null ? deps.speech.resolveModel(voice.engineId) : voice.catalogueVoice ? deps.speech.modelOfVoice(voice.catalogueVoice) : undefined;
  if (voice.engineId !== null && !engineModel) {
    throw new AppError("engine_unavailable", 503, `The voice ${voice.name} speaks through the engine "${voice.engineId}", which is not installed on this server any more. Nothing was charged.`);
  }
  const model = engineModel ?? validated.model;
  const stored = await getVoiceSettings(deps.db, principal.workspaceId, voice.voiceId);
  const settings: ResolvedVoiceSettings = resolveVoiceSettings(stored, input.body.voice_settings);
  const pronunciationRules = await resolvePronunciationRules(deps.db, principal, input.body.pronunciation_dictionary_locators);
  // The embedded voice that reads the text (a workspace voice's base voice): what the text checks ask about.
  const readerId = voice.catalogueVoice?.voiceId ?? voice.voiceId;
  const speakable = hasSpeakableText(input.body.text, {
    voiceId: readerId,
    textNormalization: input.body.apply_text_normalization,
    languageCode: input.body.language_code ?? undefined,
    pronunciationRules,
  });
  const occurring = pronunciationRules.filter((rule) => input.body.text.toLowerCase().includes(rule.stringToReplace.toLowerCase()));
  const engineVoice = engineModel !== undefined;
  const unappliedRules = engineVoice ? occurring.map((rule) => rule.stringToReplace) : [];
  const approximatedRules = engineVoice
    ? []
    : occurring.filter((rule) => rule.type === "phoneme" && pronunciationRuleSupport(rule, readerId) === "approximate").map((rule) => rule.stringToReplace);
  if (!speakable) {
    throw new AppError(
      "no_speakable_text",
      400,
      `The text has nothing ${voice.name} can say (only symbols, punctuation, emoji or a script this voice cannot read), so no audio would be made. Nothing was charged.`,
    );
  }

  const id = newId();
  const logging = input.query.enable_logging;
  const storageKey = `history/${principal.workspaceId}/${id}.${format.extension}`;
  await beginGeneration(deps.db, {
    id,
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    apiKeyId: principal.apiKeyId,
    cost,
    voiceId: voice.voiceId,
    modelId: input.body.model_id || model.modelId,
    instanceId: deps.generations.instanceId,
    leaseMs: deps.generations.leaseMs,
    item: (charge) =>
      logging
        ? {
            id,
            workspaceId: principal.workspaceId,
            userId: principal.userId,
            requestId: input.requestId,
            voiceId: voice.voiceId,
            voiceName: voice.name,
            voiceCategory: voice.category,
            modelId: model.modelId,
            requestedModelId: input.body.model_id || model.modelId,
            text: input.body.text,
            settings,
            source: "TTS",
            outputFormat: format.id,
            contentType: format.contentType,
            storageKey,
            characterCountChangeFrom: charge.from,
            characterCountChangeTo: charge.to,
          }
        : null,
  });
  deps.metrics.charactersCharged.inc(cost);

  const controller = new AbortController();
  let spool: AudioSpool | null = null;
  let settled: Promise<void> | null = null;
  let stopListener: ((reason: StopReason) => void) | null = null;
  let encoder: AudioEncoder | null = null;
  let ended = false;
  let stoppedWith: StopReason | null = null;
  let rest: { samples: Int16Array; chunk: SpeechChunk } | null = null;
  /** Pieces a stream has handed to the connection: what a client that leaves is charged for. */
  const delivered = { text: "", alignment: emptyAlignment() };
  const alignment = emptyAlignment();

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
  let stopping: Promise<void> | null = null;
  function stop(reason: StopReason): Promise<void> {
    stopping ??= settled ? settled : stopNow(reason);
    return stopping;
  }

  async function stopNow(reason: StopReason) {
    stoppedWith = reason;
    const encoding = !ended;
    ended = true;
    controller.abort(new Error(`generation stopped: ${reason}`));
    if (encoding) encoder?.cancel();
    // A client that leaves mid-stream pays for what it was sent; a generation the server stopped
    // or that failed is refunded whole (its client gets an error, not audio to keep).
    if (reason === "client_gone" && input.streaming && delivered.text.length > 0) {
      const characters = characterCost(delivered.text);
      // The partial item plays what was sent: that audio is stored before the item points at it.
      const kept = logging && spool ? await keepAudio(spool).then(() => true, (err: unknown) => (deps.log.warn("could not keep a partial generation's audio", err), false)) : false;
      await settle({ state: "partial", characters, text: delivered.text, alignment: delivered.alignment, keepItem: kept });
    } else {
      await settle({ state: "refunded" });
    }
    await spool?.remove();
  }

  async function keepAudio(file: AudioSpool) {
    await file.seal();
    await deps.storage.put(storageKey, file.read(), { contentType: format.contentType });
  }

  deps.generations.add(id, async (reason) => {
    stopListener?.(reason);
    await stop(reason);
  });

  const synthesis = deps.speech.stream(
    {
      text: input.body.text,
      voiceId: voice.voiceId,
      rendering: voice.rendering,
      owner: principal.workspaceId,
      speed: settings.speed,
      languageCode: input.body.language_code ?? undefined,
      seed: input.body.seed ?? undefined,
      textNormalization: input.body.apply_text_normalization,
      languageTextNormalization: input.body.apply_language_text_normalization,
      pronunciationRules,
      previousText: input.body.previous_text ?? undefined,
      nextText: input.body.next_text ?? undefined,
      exactTimings: input.exactTimings,
    },
    controller.signal,
  );
  const iterator = synthesis[Symbol.asyncIterator]();
  let pending: IteratorResult<SpeechChunk> | null;
  try {
    pending = await iterator.next();
    spool = await AudioSpool.create(deps.config.dataDir, id);
  } catch (err) {
    await stop("failed");
    throw speechError(err);
  }

  /** Times one encoder call for the encoding metric. */
  const timed = async (work: Promise<Uint8Array>) => {
    const started = performance.now();
    const bytes = await work;
    deps.metrics.speechEncoding.observe({ codec: format.codec }, (performance.now() - started) / 1000);
    return bytes;
  };

  /** The next piece; a failure caused by a stop (the encoder cancelled under it) is reported as that stop. */
  async function next() {
    try {
      return await nextPiece();
    } catch (err) {
      throw stoppedWith ? stopError(stoppedWith) : err;
    }
  }

  async function nextPiece() {
    if (stoppedWith) throw stopError(stoppedWith);
    if (ended) return null;
    if (input.signal?.aborted) {
      await stop("client_gone");
      throw stopError("client_gone");
    }
    if (rest) {
      // The rest of a first piece whose head was sent on its own.
      const { samples, chunk } = rest;
      rest = null;
      return encodePiece(samples, chunk);
    }
    let result: IteratorResult<SpeechChunk>;
    try {
      result = pending ?? (await iterator.next());
    } catch (err) {
      throw speechError(err);
    }
    pending = null;
    if (result.done) {
      ended = true;
      const tail = encoder ? await timed(encoder.end()) : new Uint8Array(0);
      await spool!.append(tail);
      return { audio: tail, chunk: null };
    }
    const chunk = result.value;
    if (!encoder) {
      encoder = createEncoder(format, chunk.sampleRate, { streaming: input.streaming });
      // A stream's first bytes wait for the encoder: encode a short head of the first piece alone.
      const head = Math.round(chunk.sampleRate * FIRST_AUDIO_SECONDS);
      if (input.streaming && chunk.samples.length > head * 2) {
        rest = { samples: chunk.samples.subarray(head), chunk };
        return encodePiece(chunk.samples.subarray(0, head), null);
      }
    }
    return encodePiece(chunk.samples, chunk);
  }

  /** Encodes samples, appends them to the spool; with `chunk`, the piece is complete (alignment, delivered text). */
  async function encodePiece(samples: Int16Array, chunk: SpeechChunk | null) {
    const audio = await timed(encoder!.write(samples));
    await spool!.append(audio);
    if (chunk) {
      appendAlignment(alignment, chunk.alignment);
      if (input.streaming) {
        delivered.text += chunk.alignment.characters.join("");
        appendAlignment(delivered.alignment, chunk.alignment);
      }
    }
    return { audio, chunk };
  }

  async function complete() {
    if (stoppedWith) throw stopError(stoppedWith);
    const file = spool!;
    await file.seal();
    if (logging) await deps.storage.put(storageKey, file.read(), { contentType: format.contentType });
    await settle({ state: "delivered", alignment });
  }

  function audioStream(): ReadableStream<Uint8Array> {
    const file = spool!;
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
    cost,
    format,
    next,
    alignment,
    complete,
    audioStream,
    get audioBytes() {
      return spool?.bytes ?? 0;
    },
    approximatedRules,
    unappliedRules,
    stop,
    onStopped(listener) {
      stopListener = listener;
    },
  };
}

/** What a request whose generation was stopped is answered with (when nothing was sent yet). */
export function stopError(reason: StopReason): AppError {
  if (reason === "shutdown") {
    return new AppError("server_shutting_down", 503, "The server is restarting and stopped this generation; it was not charged. Please try again.");
  }
  if (reason === "client_gone") return new AppError("client_closed_request", 400, "The client closed the connection; the generation was stopped and not charged.");
  return new AppError("generation_failed", 500, "The generation failed and was not charged.");
}

/** What a failed synthesis is answered with. */
function speechError(err: unknown): unknown {
  if (err instanceof SpeechQueueFullError) {
    return new AppError("system_busy", 429, "The speech engines are busy with other requests. Please try again in a moment.");
  }
  if (err instanceof PieceTimeoutError) {
    return new AppError("generation_timeout", 503, "Synthesis of this text took too long and was stopped. Please try again.");
  }
  // A remote engine's failures name the engine (never its key); a failed generation is refunded.
  if (err instanceof EngineBusyError) return new AppError("system_busy", 429, `${err.message} It was not charged.`);
  if (err instanceof EngineUnavailableError) return new AppError("engine_unavailable", 503, `${err.message}. It was not charged; try another voice, or again later.`);
  if (err instanceof EngineTimeoutError) return new AppError("generation_timeout", 504, `${err.message}. It was not charged.`);
  if (err instanceof UpstreamError) return new AppError("engine_failed", 502, `${err.message}. It was not charged.`);
  // A workspace voice whose engine was removed or no longer clones since the voice was made.
  if (err instanceof VoiceEngineMissingError) return new AppError("engine_unavailable", 503, `${err.message} It was not charged.`);
  return err;
}
