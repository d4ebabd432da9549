import { toIso6391 } from "@vocable/domain";
import type { EngineRegistry, Recognize, RegisteredEngine } from "@vocable/speech";
import { AppError } from "#platform/errors";

/**
 * Model ids that mean "the best installed recogniser": ElevenLabs' Scribe models and OpenAI's
 * transcription models, so clients written for either work unchanged. An engine id (GET
 * /v1/engines) names that engine.
 */
export const RECOGNITION_MODEL_ALIASES: readonly string[] = [
  "scribe_v1",
  "scribe_v1_experimental",
  "scribe_v2",
  "scribe_v2_realtime",
  "whisper-1",
  "gpt-4o-transcribe",
  "gpt-4o-mini-transcribe",
];

export const NO_RECOGNIZER_MESSAGE =
  "No speech recognition engine is installed on this server. For English, install Debian's pocketsphinx and " +
  "pocketsphinx-en-us packages and restart; for other languages add a recognition model or a remote transcription " +
  "server (README, \"Adding engines\").";

export interface ChosenRecognizer {
  engine: RegisteredEngine & { recognize: Recognize };
  /** ISO 639-1. */
  language: string;
  /** 1 when the client named the language; 0 when it was assumed (no engine here detects languages). */
  languageProbability: number;
}

/**
 * The engine for a transcription: the one the model id names, or the best installed for the
 * language. Without a language the engine's first language is assumed, and said to be assumed
 * (probability 0): none of the installed recognisers identifies languages. Refuses with 503 when
 * none is installed, 400 for a model or language nothing here recognises.
 */
export function chooseRecognizer(engines: EngineRegistry, modelId: string, languageCode: string | undefined): ChosenRecognizer {
  if (!engines.can("speech_recognition")) throw new AppError("no_speech_recognition_engine", 503, NO_RECOGNIZER_MESSAGE);
  const named = RECOGNITION_MODEL_ALIASES.includes(modelId) ? undefined : engines.get(modelId);
  if (!RECOGNITION_MODEL_ALIASES.includes(modelId) && !named?.recognize) {
    throw new AppError("model_not_found", 400, `There is no speech recognition model "${modelId}". Use scribe_v1 (the best installed recogniser) or an engine id from GET /v1/engines.`);
  }
  let language: string | undefined;
  if (languageCode !== undefined && languageCode.trim() !== "") {
    language = toIso6391(languageCode) ?? undefined;
    if (!language) throw new AppError("unsupported_language", 400, `"${languageCode.slice(0, 20)}" is not a language code (use ISO 639-1 or 639-3, e.g. en or eng).`);
  }
  const candidates = named ? [named] : engines.withCapability("speech_recognition");
  const engine = candidates.find((e): e is ChosenRecognizer["engine"] => e.recognize !== undefined && (language === undefined || e.languages.includes(language)));
  if (!engine) {
    const spoken = engines.languagesFor("speech_recognition").join(", ");
    throw new AppError("unsupported_language", 400, `No installed speech recognition engine recognises "${languageCode}"; installed: ${spoken || "none"}.`);
  }
  return { engine, language: language ?? engine.languages[0] ?? "en", languageProbability: language ? 1 : 0 };
}
