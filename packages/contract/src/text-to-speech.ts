import { z } from "zod";
import { PronunciationDictionaryLocators } from "./pronunciation-dictionaries";
import { VoiceSettings } from "./voices";
import { ResourceId, ResourceIdOrEmpty, shortToken, SpeechText } from "./strings";
import { orNull } from "./or-null";

const booleanQuery = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v !== "false");

export const TextToSpeechQuery = z.object({
  output_format: shortToken().optional().meta({ description: "e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64" }),
  enable_logging: booleanQuery.meta({ description: "false keeps no history item" }),
  optimize_streaming_latency: z.coerce.number().int().min(0).max(4).optional(),
});
export type TextToSpeechQuery = z.infer<typeof TextToSpeechQuery>;

export const TextToSpeechRequest = z
  .object({
    text: SpeechText.min(1, "Text must not be empty."),
    model_id: ResourceIdOrEmpty.optional(),
    language_code: z.string().regex(/^[A-Za-z0-9_-]{2,8}$/, "Must be an ISO 639 language code such as en or pt-BR.").nullish(),
    voice_settings: orNull(VoiceSettings).optional(),
    seed: z.number().int().min(0).max(4294967295).nullish(),
    previous_text: SpeechText.nullish(),
    next_text: SpeechText.nullish(),
    previous_request_ids: z.array(ResourceId).max(3, "At most three request ids.").nullish(),
    next_request_ids: z.array(ResourceId).max(3, "At most three request ids.").nullish(),
    apply_text_normalization: z.enum(["auto", "on", "off"]).optional(),
    apply_language_text_normalization: z.boolean().optional(),
    pronunciation_dictionary_locators: PronunciationDictionaryLocators.nullish().meta({ description: "Up to 3 dictionaries applied in order; none given: the workspace's defaults." }),
    use_pvc_as_ivc: z.boolean().optional().meta({ description: "Accepted for a voice that is not professional (no effect, as at ElevenLabs); true for a professional voice is 400: it has one version here, its trained one." }),
    audio_effects: z.record(z.string(), z.unknown()).nullish().meta({ description: "Refused with 400 when given: no installed engine applies audio effects (GET /v1/audio-effects/catalog is empty)." }),
  })
  .meta({ id: "TextToSpeechRequest" });
export type TextToSpeechRequest = z.infer<typeof TextToSpeechRequest>;

export const CharacterAlignment = z
  .object({
    characters: z.array(z.string()),
    character_start_times_seconds: z.array(z.number()),
    character_end_times_seconds: z.array(z.number()),
  })
  .meta({ id: "CharacterAlignment" });
export type CharacterAlignment = z.infer<typeof CharacterAlignment>;

export const AudioWithTimestamps = z
  .object({
    audio_base64: z.string(),
    alignment: orNull(CharacterAlignment),
    normalized_alignment: orNull(CharacterAlignment),
  })
  .meta({ id: "AudioWithTimestampsResponse" });
export type AudioWithTimestamps = z.infer<typeof AudioWithTimestamps>;
