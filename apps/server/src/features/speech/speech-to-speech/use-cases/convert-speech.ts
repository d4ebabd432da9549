import { readFile } from "node:fs/promises";
import { createReadStream } from "node:fs";
import { MAX_SPEECH_TO_SPEECH_SECONDS, type SpeechToSpeechQuery } from "@vocable/contract";
import { voiceChangerCharacterCost } from "@vocable/domain";
import { decodeToPcm, encodeAll, type ConvertedSpeech, type OutputFormat } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";
import { checkAudioUpload } from "#platform/uploads/check-audio-upload";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { completeOnboardingChecklistItem } from "#features/accounts/account/onboarding-checklist";
import { requireOutputFormat } from "#features/billing/subscriptions/use-cases/require-capability";
import { beginAudioWork } from "#features/speech/generations/use-cases/begin-audio-work";
import { requestedOutputFormat } from "#features/speech/tts/use-cases/validate-speech-request";
import { resolveVoiceSettings } from "#features/voices/voices/default-settings";
import { getVoiceSettings } from "#features/voices/voices/repo";
import { resolveSpeakingVoice } from "#features/voices/voices/use-cases/resolve-speaking-voice";
import { chooseVoiceChanger } from "./choose-voice-changer";
import { conversionItem, conversionKeys } from "./conversion-item";
import { readConversionForm } from "./read-conversion-form";
import { prepareSource } from "./prepare-source";

/** The rate the source is decoded at for the engines (what recognisers take). */
const SOURCE_SAMPLE_RATE = 16_000;

/** A finished conversion: the audio in the asked format, and what the answer's headers say. */
export interface ConvertedAudio {
  bytes: Uint8Array;
  format: OutputFormat;
  historyItemId: string | null;
  characterCost: number;
  engineId: string;
}

/**
 * POST /v1/speech-to-speech/{voice_id}: checks the form, the voice (another workspace's is 404),
 * the model and the format before anything is charged; checks and decodes the audio (the types and
 * limits of speech to text, up to 5 minutes); charges 1,000 characters a minute under the tier's
 * concurrency, as text to speech is admitted; completes the onboarding item; converts with the
 * chosen engine; keeps the result and the original audio as a history item of source STS. Failure,
 * or a client that leaves before the answer, refunds everything.
 */
export async function convertSpeech(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "config" | "generations" | "metrics" | "log">,
  principal: Principal,
  input: { voiceId: string; form: UploadForm; query: SpeechToSpeechQuery; requestId: string; signal: AbortSignal },
): Promise<ConvertedAudio> {
  const { form, query } = input;
  const options = readConversionForm(form);
  const voice = await resolveSpeakingVoice(deps, principal, input.voiceId);
  const changer = chooseVoiceChanger(deps.speech.engines, voice, options.modelId);
  const format = requestedOutputFormat(query.output_format);
  await requireOutputFormat(deps.db, principal.workspaceId, format.id);
  const audio = await checkAudioUpload(form, {
    field: "audio",
    maxSeconds: Math.min(deps.config.uploads.maxSeconds, MAX_SPEECH_TO_SPEECH_SECONDS),
    signal: input.signal,
    rawPcm16k: options.rawPcm16k,
    sampleRate: SOURCE_SAMPLE_RATE,
  });
  const settings = resolveVoiceSettings(await getVoiceSettings(deps.db, principal.workspaceId, voice.voiceId), options.voiceSettings);
  const characters = voiceChangerCharacterCost(audio.durationSeconds);
  let keys = { result: "", source: "" };
  const ticket = await beginAudioWork(deps, principal, {
    source: "STS",
    characters,
    audioSeconds: 0,
    voiceId: voice.voiceId,
    modelId: changer.modelId,
    item: (charge, id) => {
      keys = conversionKeys(principal.workspaceId, id, format);
      const item = { id, charge, principal, requestId: input.requestId, voice, modelId: changer.modelId, requestedModelId: options.modelId ?? changer.modelId, settings, format };
      return query.enable_logging ? conversionItem(item) : null;
    },
  });
  // Started: the checklist's "Transform a voice" is done (spec: when generation starts).
  await completeOnboardingChecklistItem(deps.db, principal.userId, "generate_speech_to_speech");
  const signal = AbortSignal.any([input.signal, ticket.signal]);
  try {
    const source = await prepareSource(deps.speech.engines, await decodeToPcm(createReadStream(audio.flacPath), SOURCE_SAMPLE_RATE, signal), SOURCE_SAMPLE_RATE, options.removeBackgroundNoise);
    const converted: ConvertedSpeech = await changer.engine.convertVoice({
      samples: source,
      sampleRate: SOURCE_SAMPLE_RATE,
      voiceId: voice.voiceId,
      engineVoiceId: changer.engine.kind === "remote" ? voice.catalogueVoice?.engineVoice : undefined,
      rendering: voice.rendering,
      // The request names no language: the target voice's (a voice changer keeps the language).
      languageCode: voice.catalogueVoice?.language ?? "en",
      seed: options.seed,
      voiceSettings: { stability: settings.stability, similarityBoost: settings.similarity_boost, style: settings.style, useSpeakerBoost: settings.use_speaker_boost },
      modelId: changer.modelId,
      file: changer.engine.kind === "remote" ? { bytes: await readFile(form.file!.path), contentType: "application/octet-stream", name: audio.fileName } : undefined,
      owner: principal.workspaceId,
      signal,
    });
    const bytes = await encodeAll(format, converted.samples, converted.sampleRate);
    if (query.enable_logging) {
      await deps.storage.put(keys.result, bytes, { contentType: format.contentType });
      await deps.storage.put(keys.source, await readFile(audio.flacPath), { contentType: "audio/flac" });
    }
    // The item's text: what the converted audio says, when the engine knows it.
    await ticket.done({ item: converted.text ? { text: converted.text } : undefined });
    return { bytes, format, historyItemId: query.enable_logging ? ticket.id : null, characterCost: characters, engineId: changer.engine.id };
  } catch (err) {
    await ticket.failed();
    if (query.enable_logging) await Promise.all([deps.storage.delete(keys.result), deps.storage.delete(keys.source)]).catch(() => {});
    throw conversionError(err);
  }
}

/** Errors of the engines that a client's audio causes, as 400s; the rest as they are. */
function conversionError(err: unknown): unknown {
  if (err instanceof Error && err.name === "NoSpeechToConvertError") {
    return new AppError("no_speech_to_convert", 400, "No speech was found in the audio to convert. Nothing was charged.");
  }
  if (err instanceof Error && err.name === "VoiceConversionUnavailableError") return new AppError("no_voice_conversion_engine", 503, `${err.message} Nothing was charged.`);
  // A remote engine's failures name the engine, as text to speech's do.
  return speechError(err);
}
