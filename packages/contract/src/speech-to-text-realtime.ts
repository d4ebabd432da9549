/**
 * Realtime speech to text (`wss://…/v1/speech-to-text/realtime`, the SDK's
 * `speechToText.realtime`): the handshake's query and the client's audio chunks.
 */
import { z } from "zod";
import { QueryBoolean } from "./strings";

export const REALTIME_AUDIO_FORMATS = ["pcm_8000", "pcm_16000", "pcm_22050", "pcm_24000", "pcm_44100", "pcm_48000", "ulaw_8000"] as const;

export const RealtimeTranscriptionQuery = z.object({
  model_id: z.string().min(1).max(100),
  audio_format: z.enum(REALTIME_AUDIO_FORMATS).default("pcm_16000"),
  commit_strategy: z.enum(["manual", "vad"]).default("manual"),
  vad_silence_threshold_secs: z.coerce.number().min(0.3).max(3).default(1.5),
  vad_threshold: z.coerce.number().min(0.1).max(0.9).default(0.4),
  min_speech_duration_ms: z.coerce.number().int().min(50).max(2000).default(100),
  min_silence_duration_ms: z.coerce.number().int().min(50).max(2000).default(100),
  language_code: z.string().max(20).optional(),
  include_timestamps: QueryBoolean.default(false),
  include_language_detection: QueryBoolean.default(false),
  /** Realtime transcripts are never kept here, so either value holds. */
  enable_logging: QueryBoolean.default(true),
  no_verbatim: QueryBoolean.optional(),
  /** A single-use token (realtime_scribe) instead of the API key, for a browser. */
  token: z.string().max(200).optional(),
});
export type RealtimeTranscriptionQuery = z.infer<typeof RealtimeTranscriptionQuery>;

/** Query parameters of the SDK this server cannot honour: refused on the socket, not dropped. */
export const REALTIME_REFUSED_PARAMETERS = ["keyterms", "secondary_languages", "entity_detection", "transcript_edit", "filter_background_audio"] as const;

export const InputAudioChunk = z.object({
  message_type: z.literal("input_audio_chunk"),
  audio_base_64: z.string().max(1_400_000, "An audio chunk carries at most about 1 MB."),
  commit: z.boolean().default(false),
  sample_rate: z.number().int().positive().optional(),
  previous_text: z.string().max(2000).optional(),
});
export type InputAudioChunk = z.infer<typeof InputAudioChunk>;
