/** Text to dialogue (the SDK's `textToDialogue` client): lines, each spoken by its voice, in one audio. */
import { z } from "zod";
import { DIALOGUE_MAX_CHARACTERS, DIALOGUE_MAX_LINES, DIALOGUE_MAX_VOICES } from "@vocable/domain";
import { PronunciationDictionaryLocators } from "./pronunciation-dictionaries";
import { ResourceId, ResourceIdOrEmpty, SpeechText } from "./strings";
import { CharacterAlignment, TextToSpeechQuery } from "./text-to-speech";

export const DialogueInput = z.object({
  text: SpeechText.refine((v) => v.trim().length > 0, { message: "A line's text must not be empty." }),
  voice_id: ResourceId,
});

export const TextToDialogueRequest = z
  .object({
    inputs: z
      .array(DialogueInput)
      .min(1, "A dialogue has at least one line.")
      .max(DIALOGUE_MAX_LINES, `A dialogue has at most ${DIALOGUE_MAX_LINES} lines.`)
      .refine((lines) => new Set(lines.map((l) => l.voice_id)).size <= DIALOGUE_MAX_VOICES, { message: `A dialogue uses at most ${DIALOGUE_MAX_VOICES} voices.` })
      .refine((lines) => lines.reduce((n, l) => n + [...l.text].length, 0) <= DIALOGUE_MAX_CHARACTERS, {
        message: `A dialogue holds at most ${DIALOGUE_MAX_CHARACTERS} characters in all.`,
      }),
    model_id: ResourceIdOrEmpty.optional(),
    language_code: z.string().regex(/^[A-Za-z0-9_-]{2,8}$/, "Must be an ISO 639 language code such as en or pt-BR.").nullish(),
    settings: z
      .object({
        stability: z.number().min(0).max(1).nullish(),
        similarity: z.number().min(0).max(1).nullish(),
      })
      .nullish()
      .meta({ description: "stability and similarity: the voice settings of every line" }),
    seed: z.number().int().min(0).max(4294967295).nullish(),
    previous_text: SpeechText.nullish(),
    future_text: SpeechText.nullish(),
    previous_request_ids: z.array(ResourceId).max(3, "At most three request ids.").nullish(),
    next_request_ids: z.array(ResourceId).max(3, "At most three request ids.").nullish(),
    apply_text_normalization: z.enum(["auto", "on", "off"]).optional(),
    pronunciation_dictionary_locators: PronunciationDictionaryLocators.nullish(),
    use_pvc_as_ivc: z.boolean().optional(),
    audio_effects: z.record(z.string(), z.unknown()).nullish().meta({ description: "Refused with 400 when given: no installed engine applies audio effects." }),
  })
  .meta({ id: "TextToDialogueRequest" });
export type TextToDialogueRequest = z.infer<typeof TextToDialogueRequest>;

export const TextToDialogueQuery = TextToSpeechQuery.pick({ output_format: true, enable_logging: true });
export type TextToDialogueQuery = z.infer<typeof TextToDialogueQuery>;

/** Which line a stretch of the audio and of the alignment's characters belongs to. */
export const VoiceSegment = z.object({
  voice_id: z.string(),
  start_time_seconds: z.number(),
  end_time_seconds: z.number(),
  character_start_index: z.number().int(),
  character_end_index: z.number().int(),
  dialogue_input_index: z.number().int(),
});
export type VoiceSegment = z.infer<typeof VoiceSegment>;

export const AudioWithTimestampsAndVoiceSegments = z
  .object({
    audio_base64: z.string(),
    alignment: CharacterAlignment.nullable(),
    normalized_alignment: CharacterAlignment.nullable(),
    voice_segments: z.array(VoiceSegment),
  })
  .meta({ id: "AudioWithTimestampsAndVoiceSegmentsResponseModel" });

/** One line of text sent on the dialogue socket: appended to its voice's turn. */
export const DialogueSocketInput = z.object({
  text: SpeechText.refine((v) => [...v].length <= 10_000, { message: "A line carries at most 10,000 characters." }),
  voice_id: ResourceId,
  new_turn: z.boolean().nullish().meta({ description: "true: the turn under way ends (its audio is finished) before this text starts a new one" }),
});

/**
 * A client message of the dialogue socket (`wss://…/v1/text-to-dialogue/stream-input`), the SDK's
 * TextToDialogueWebsocketClientMessage: the first names the voices (and, without a header, the
 * credentials); later ones append `inputs`, `flush`, `keep_alive` or `close_socket`.
 */
export const DialogueSocketMessage = z.object({
  inputs: z.array(DialogueSocketInput).max(DIALOGUE_MAX_LINES, `At most ${DIALOGUE_MAX_LINES} inputs in one message.`).nullish(),
  flush: z.boolean().nullish(),
  close_socket: z.boolean().nullish(),
  keep_alive: z.boolean().nullish(),
  xi_api_key: z.string().max(256).nullish(),
  "xi-api-key": z.string().max(256).nullish(),
  authorization: z.string().max(300).nullish(),
  single_use_token: z.string().max(200).nullish(),
  voices: z
    .array(ResourceId)
    .min(1, "voices: name at least one voice.")
    .max(DIALOGUE_MAX_VOICES, `voices: at most ${DIALOGUE_MAX_VOICES} voices.`)
    .nullish(),
  voice_settings: z.object({ stability: z.number().min(0).max(1).nullish() }).nullish(),
  pronunciation_dictionary_locators: PronunciationDictionaryLocators.nullish(),
});
export type DialogueSocketMessage = z.infer<typeof DialogueSocketMessage>;

/** The multi-context dialogue socket's message (`…/multi-stream-input`): the same, for the context it names. */
export const MultiDialogueSocketMessage = DialogueSocketMessage.extend({
  context_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, "A context id is 1 to 64 letters, digits, _ . : or -.")
    .nullish(),
  close_context: z.boolean().nullish(),
});
export type MultiDialogueSocketMessage = z.infer<typeof MultiDialogueSocketMessage>;
