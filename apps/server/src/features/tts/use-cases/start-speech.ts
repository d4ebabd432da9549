import type { CharacterAlignment, ResolvedVoiceSettings, TextToSpeechQuery, TextToSpeechRequest } from "@vocable/contract";
import { characterCost } from "@vocable/domain";
import {
  createEncoder,
  finalizeWav,
  parseOutputFormat,
  resolveModel,
  SpeechQueueFullError,
  type AudioEncoder,
  type OutputFormat,
  type PremadeVoice,
  type SpeechChunk,
  type SpeechModel,
} from "@vocable/speech";
import type { AppDeps, Principal } from "../../../platform/app-env";
import { AppError, ValidationError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { insertHistoryItem } from "../../history/repo";
import { requireVoice } from "../../voices/catalogue";
import { resolveVoiceSettings } from "../../voices/default-settings";
import { getVoiceSettings } from "../../voices/repo";
import { chargeCharacters, refundCharacters, type Charge } from "../../workspaces/use-cases/charge-characters";
import { AudioCollector } from "../audio-collector";

const DEFAULT_OUTPUT_FORMAT = "mp3_44100_128";

/** A generation that has been validated, charged and has produced its first chunk. */
export interface StartedSpeech {
  historyItemId: string | null;
  cost: number;
  format: OutputFormat;
  /** Encoded audio and alignment of each chunk, in order; the last call returns done. */
  next(): Promise<{ audio: Uint8Array; chunk: SpeechChunk | null } | null>;
  /** All audio produced so far, as one playable file (WAV sizes filled in). */
  audio(): Uint8Array;
  /** The character timings of all chunks produced so far. */
  readonly alignment: CharacterAlignment;
  /** Keeps the history item (when logging is on). Call once, after the last chunk. */
  finish(): Promise<void>;
  /** Stops synthesis; refunds the characters when no audio was produced. */
  abort(): Promise<void>;
}

function validate(body: TextToSpeechRequest, query: TextToSpeechQuery): { model: SpeechModel; format: OutputFormat; cost: number } {
  const formatId = query.output_format ?? DEFAULT_OUTPUT_FORMAT;
  const format = parseOutputFormat(formatId);
  if (!format) {
    throw new ValidationError([{ loc: ["query", "output_format"], msg: `Unsupported output_format '${formatId}'.`, type: "enum" }]);
  }
  if (body.text.trim() === "") {
    throw new ValidationError([{ loc: ["body", "text"], msg: "Text must not be empty.", type: "value_error" }]);
  }
  const model = resolveModel(body.model_id);
  if (!model) throw new AppError("model_not_found", 400, `A model with the model_id ${body.model_id} does not exist.`);
  const cost = characterCost(body.text);
  if (cost > model.maxCharacters) {
    throw new AppError("text_too_long", 400, `The text is ${cost} characters long; ${model.modelId} accepts at most ${model.maxCharacters} characters per request.`);
  }
  return { model, format, cost };
}

/**
 * Validates, charges the quota, and starts synthesis up to its first chunk, so that any error
 * (unknown voice, quota, busy engines) is still answered with a status code before audio flows.
 */
export async function startSpeech(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics">,
  principal: Principal,
  input: { voiceId: string; body: TextToSpeechRequest; query: TextToSpeechQuery; requestId: string; streaming: boolean },
): Promise<StartedSpeech> {
  const voice: PremadeVoice = requireVoice(input.voiceId);
  const { model, format, cost } = validate(input.body, input.query);
  const stored = await getVoiceSettings(deps.db, principal.workspaceId, voice.voiceId);
  const settings: ResolvedVoiceSettings = resolveVoiceSettings(stored, input.body.voice_settings);
  const charge: Charge = await chargeCharacters(deps.db, principal.workspaceId, cost);
  deps.metrics.charactersCharged.inc(cost);
  const refund = async () => {
    await refundCharacters(deps.db, principal.workspaceId, cost);
    deps.metrics.charactersRefunded.inc(cost);
  };
  /** Times one encoder call for the encoding metric. */
  const timed = async (work: Promise<Uint8Array>) => {
    const started = performance.now();
    const bytes = await work;
    deps.metrics.speechEncoding.observe({ codec: format.codec }, (performance.now() - started) / 1000);
    return bytes;
  };

  const controller = new AbortController();
  const iterator = deps.speech.stream(
    { text: input.body.text, voiceId: voice.voiceId, speed: settings.speed, languageCode: input.body.language_code ?? undefined, seed: input.body.seed ?? undefined },
    controller.signal,
  )[Symbol.asyncIterator]();
  let first: IteratorResult<SpeechChunk>;
  try {
    first = await iterator.next();
  } catch (err) {
    await refund();
    if (err instanceof SpeechQueueFullError) {
      throw new AppError("system_busy", 429, "The speech engines are busy with other requests. Please try again in a moment.");
    }
    throw err;
  }

  const logging = input.query.enable_logging;
  const historyItemId = logging ? newId() : null;
  const collector = new AudioCollector();
  let encoder: AudioEncoder | null = null;
  let pending: IteratorResult<SpeechChunk> | null = first;
  let ended = false;
  let producedAudio = false;

  async function next() {
    if (ended) return null;
    const result = pending ?? (await iterator.next());
    pending = null;
    if (result.done) {
      ended = true;
      const tail = encoder ? await timed(encoder.end()) : new Uint8Array(0);
      collector.addAudio(tail);
      return { audio: tail, chunk: null };
    }
    const chunk = result.value;
    encoder ??= createEncoder(format, chunk.sampleRate, { streaming: input.streaming });
    const audio = await timed(encoder.write(chunk.samples));
    producedAudio = true;
    collector.addAudio(audio);
    collector.addAlignment(chunk.alignment);
    return { audio, chunk };
  }

  const audio = () => (format.codec === "wav" ? finalizeWav(collector.bytes()) : collector.bytes());

  async function finish() {
    if (!historyItemId) return;
    const storageKey = `history/${principal.workspaceId}/${historyItemId}.${format.extension}`;
    await deps.storage.put(storageKey, audio(), { contentType: format.contentType });
    await insertHistoryItem(deps.db, {
      id: historyItemId,
      workspaceId: principal.workspaceId,
      userId: principal.userId,
      requestId: input.requestId,
      voiceId: voice.voiceId,
      voiceName: voice.name,
      voiceCategory: "premade",
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
      alignment: collector.alignment,
    });
  }

  async function abort() {
    ended = true;
    controller.abort();
    encoder?.cancel();
    await iterator.return?.();
    if (!producedAudio) await refund();
  }

  return { historyItemId, cost, format, next, audio, alignment: collector.alignment, finish, abort };
}
