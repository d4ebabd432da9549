import { PREMADE_VOICES } from "../voices/premade-voices";

/** A model as listed by `GET /v1/models`: text to speech, or speech to speech (a voice changer). */
export interface SpeechModel {
  modelId: string;
  name: string;
  description: string;
  languages: { language_id: string; name: string }[];
  maxCharacters: number;
  canDoTextToSpeech: boolean;
  canDoVoiceConversion: boolean;
  /** The engine applies `style` / `use_speaker_boost` (an ElevenLabs-compatible one); the others name them in `parameters-not-applied`. */
  canUseStyle: boolean;
  canUseSpeakerBoost: boolean;
  /**
   * It reads v3 audio tags (`[whispers]`, `[pause]`...): the dialogue-capable family that
   * `eleven_v3` ids are served by. Other models read the text as written.
   */
  readsAudioTags: boolean;
  /** ElevenLabs model ids answered by this model (see {@link MODEL_ALIASES}). */
  servesAliases: string[];
}

export const DEFAULT_MODEL_ID = "vocable_multilingual_v1" as const;
const FLASH_MODEL_ID = "vocable_flash_v1";
/** The v3 family: ids starting with `eleven_v3` (spec voices §3) are served by it. */
export const V3_MODEL_ID = "vocable_v3";
const V3_PREFIX = "eleven_v3";

/**
 * ElevenLabs model ids -> the Vocable model that serves them, so clients
 * written for ElevenLabs keep working unchanged.
 */
export const MODEL_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  eleven_multilingual_v2: DEFAULT_MODEL_ID,
  eleven_multilingual_v1: DEFAULT_MODEL_ID,
  eleven_monolingual_v1: DEFAULT_MODEL_ID,
  eleven_english_v1: DEFAULT_MODEL_ID,
  eleven_v3: V3_MODEL_ID,
  eleven_flash_v2: FLASH_MODEL_ID,
  eleven_flash_v2_5: FLASH_MODEL_ID,
  eleven_turbo_v2: FLASH_MODEL_ID,
  eleven_turbo_v2_5: FLASH_MODEL_ID,
});

/** Union of the catalogue's languages, English display names, sorted by name. */
function catalogueLanguages(): { language_id: string; name: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "language" });
  const ids = [...new Set(PREMADE_VOICES.map((v) => v.language))];
  return ids
    .map((id) => ({ language_id: id, name: names.of(id) ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function aliasesOf(modelId: string): string[] {
  return Object.entries(MODEL_ALIASES)
    .filter(([, target]) => target === modelId)
    .map(([alias]) => alias);
}

function model(modelId: string, name: string, description: string, maxCharacters: number, readsAudioTags = false): SpeechModel {
  return Object.freeze({
    modelId,
    name,
    description,
    languages: catalogueLanguages(),
    maxCharacters,
    canDoTextToSpeech: true,
    canDoVoiceConversion: false,
    canUseStyle: false as const,
    canUseSpeakerBoost: false as const,
    readsAudioTags,
    servesAliases: aliasesOf(modelId),
  });
}

/** The embedded voice changer's model (the registry's embedded `voice_conversion` engine). */
export const VOICE_CHANGER_MODEL_ID = "vocable_voice_changer";
/** ElevenLabs' speech-to-speech model ids: served by the best installed voice changer. */
export const ELEVENLABS_STS_MODEL_IDS: readonly string[] = Object.freeze(["eleven_english_sts_v2", "eleven_multilingual_sts_v2", "eleven_english_sts_v1", "eleven_multilingual_sts_v1"]);

/** The voice changer's model as GET /v1/models lists it: its engine's own honest description and languages. */
export function voiceChangerModel(engine: { name: string; description: string; languages: readonly string[] }): SpeechModel {
  const names = new Intl.DisplayNames(["en"], { type: "language" });
  return Object.freeze({
    modelId: VOICE_CHANGER_MODEL_ID,
    name: `Vocable Voice Changer (${engine.name})`,
    description: engine.description,
    languages: engine.languages.map((id) => ({ language_id: id, name: names.of(id) ?? id })),
    maxCharacters: 0,
    canDoTextToSpeech: false,
    canDoVoiceConversion: true,
    canUseStyle: false,
    canUseSpeakerBoost: false,
    readsAudioTags: false,
    servesAliases: [...ELEVENLABS_STS_MODEL_IDS],
  });
}

/** The models this server offers. Both drive the same embedded engines and voices. */
export const SPEECH_MODELS: readonly SpeechModel[] = Object.freeze([
  model(
    DEFAULT_MODEL_ID,
    "Vocable Multilingual v1",
    "Embedded CPU speech engines (Flite for natural English voices, eSpeak NG for many languages). " +
      "Starts instantly and runs anywhere; the voices sound synthetic, not like neural TTS.",
    10_000,
  ),
  model(
    FLASH_MODEL_ID,
    "Vocable Flash v1",
    "The long-form variant: the same embedded engines and voices, accepting up to 40,000 characters per request. " +
      "Audio streams sentence by sentence, so the first bytes arrive within milliseconds.",
    40_000,
  ),
  model(
    V3_MODEL_ID,
    "Vocable v3",
    "The same embedded engines and voices, reading v3 audio tags: [pause], [short pause] and [long pause] are silences, " +
      "[sighs], [exhales] and [inhales] are breaths, [whispers] whispers the rest of its line on eSpeak NG voices (Flite voices have no whisper). " +
      "Other tags ([laughs], [excited]...) are removed, never read aloud, and named in the audio-tags-not-performed header.",
    5_000,
    true,
  ),
]);

const BY_ID = new Map(SPEECH_MODELS.map((m) => [m.modelId, m]));

/**
 * The model serving `modelId`: the default for undefined/empty, a Vocable
 * model by its own id, an ElevenLabs id through {@link MODEL_ALIASES};
 * undefined for anything else (callers answer 400/422).
 */
export function resolveModel(modelId: string | undefined | null): SpeechModel | undefined {
  if (modelId === undefined || modelId === null || modelId === "") return BY_ID.get(DEFAULT_MODEL_ID);
  if (Object.hasOwn(MODEL_ALIASES, modelId)) return BY_ID.get(MODEL_ALIASES[modelId]);
  return BY_ID.get(modelId) ?? (modelId.startsWith(V3_PREFIX) ? BY_ID.get(V3_MODEL_ID) : undefined);
}
