import { z } from "zod";
import { shortToken } from "./strings";

/** The query of POST /v1/speech-to-speech/{voice_id} and /stream. */
export const SpeechToSpeechQuery = z.object({
  output_format: shortToken().optional().meta({ description: "e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64" }),
  enable_logging: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v !== "false")
    .meta({ description: "false keeps no history item" }),
  optimize_streaming_latency: z.coerce.number().int().min(0).max(4).optional(),
});
export type SpeechToSpeechQuery = z.infer<typeof SpeechToSpeechQuery>;

/** Longest audio one speech-to-speech request converts (ElevenLabs' voice changer takes up to 5 minutes). */
export const MAX_SPEECH_TO_SPEECH_SECONDS = 300;

/** The form fields as the SDK sends them (multipart); `audio` is the file. */
export const SpeechToSpeechForm = z
  .object({
    audio: z.string().meta({ format: "binary", description: "The speech to convert (the types speech to text accepts, up to 5 minutes)" }),
    model_id: z.string().optional(),
    voice_settings: z.string().optional().meta({ description: "JSON-encoded voice settings" }),
    seed: z.string().optional(),
    remove_background_noise: z.string().optional(),
    file_format: z.enum(["pcm_s16le_16", "other"]).optional(),
  })
  .meta({ id: "SpeechToSpeechForm" });
