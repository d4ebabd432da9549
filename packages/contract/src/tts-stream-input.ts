/**
 * The text-to-speech socket (`wss://…/v1/text-to-speech/{voice_id}/stream-input`) as the pinned
 * SDK types it: the query of the handshake, the client's messages (InitializeConnection, SendText,
 * CloseConnection) and the server's (AudioOutput, FinalOutput).
 */
import { z } from "zod";
import { CHUNK_LENGTH_MAX, CHUNK_LENGTH_MIN } from "@vocable/domain";
import { PronunciationDictionaryLocators } from "./pronunciation-dictionaries";
import { QueryBoolean, ResourceIdOrEmpty, shortToken, SpeechText } from "./strings";
import { VoiceSettings } from "./voices";

export const StreamInputQuery = z.object({
  model_id: ResourceIdOrEmpty.optional(),
  language_code: z.string().regex(/^[A-Za-z0-9_-]{2,8}$/, "Must be an ISO 639 language code such as en or pt-BR.").optional(),
  output_format: shortToken().optional().meta({ description: "e.g. mp3_44100_128 (default), pcm_24000, ulaw_8000" }),
  enable_logging: QueryBoolean.default(true).meta({ description: "false keeps no history item" }),
  enable_ssml_parsing: QueryBoolean.default(false).meta({ description: "true is refused: SSML is read as text here" }),
  inactivity_timeout: z.coerce.number().int().min(1).max(180).default(20).meta({ description: "Seconds without a message before the socket closes" }),
  sync_alignment: QueryBoolean.default(false).meta({ description: "Every audio message carries its alignment here, true or not" }),
  auto_mode: QueryBoolean.default(false).meta({ description: "No chunk schedule: each sentence, or 50 characters, is spoken at once" }),
  apply_text_normalization: z.enum(["auto", "on", "off"]).optional(),
  seed: z.coerce.number().int().min(0).max(4294967295).optional(),
  /** A single-use token (tts_websocket) instead of the API key, for a browser. */
  single_use_token: z.string().max(200).optional(),
});
export type StreamInputQuery = z.infer<typeof StreamInputQuery>;

export const GenerationConfig = z.object({
  chunk_length_schedule: z
    .array(z.number().int().min(CHUNK_LENGTH_MIN).max(CHUNK_LENGTH_MAX))
    .min(1)
    .max(20)
    .nullish()
    .meta({ description: `Characters buffered before each chunk is spoken, each ${CHUNK_LENGTH_MIN}..${CHUNK_LENGTH_MAX}; default [120, 160, 250, 290]` }),
});

/** A client message of the socket: the first (with settings and, without a header, the key), text, flush or the closing empty text. */
export const StreamInputMessage = z.object({
  text: SpeechText.refine((v) => [...v].length <= 10_000, { message: "A message carries at most 10,000 characters." }),
  voice_settings: VoiceSettings.nullish(),
  generation_config: GenerationConfig.nullish(),
  /** SendText's spelling of generation_config. */
  generator_config: GenerationConfig.nullish(),
  pronunciation_dictionary_locators: PronunciationDictionaryLocators.nullish(),
  "xi-api-key": z.string().max(256).nullish(),
  xi_api_key: z.string().max(256).nullish(),
  authorization: z.string().max(300).nullish(),
  try_trigger_generation: z.boolean().nullish(),
  flush: z.boolean().nullish(),
});
export type StreamInputMessage = z.infer<typeof StreamInputMessage>;

/** The SDK's Alignment on the socket: per character, times relative to the message's audio, in milliseconds. */
export interface SocketAlignment {
  charStartTimesMs: number[];
  charDurationsMs: number[];
  chars: string[];
}

/** AudioOutput: a piece of audio (base64, in the output format) with its alignment. */
export interface SocketAudioOutput {
  audio: string;
  alignment: SocketAlignment | null;
  normalizedAlignment: SocketAlignment | null;
}

/** An error told on the socket before it closes (the close code says the kind: 1008 a bad message or auth, 1011 a server failure). */
export interface SocketError {
  message: string;
  error: string;
  code: number;
}

/** A client message of the multi-context socket: a context's first message, text, flush, close_context or close_socket. */
export const MultiStreamInputMessage = StreamInputMessage.extend({
  text: StreamInputMessage.shape.text.optional(),
  context_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, "A context id is 1 to 64 letters, digits, _ . : or -.")
    .optional()
    .meta({ description: "The context the message belongs to; none: the socket's default context" }),
  close_context: z.boolean().nullish(),
  close_socket: z.boolean().nullish(),
});
export type MultiStreamInputMessage = z.infer<typeof MultiStreamInputMessage>;
