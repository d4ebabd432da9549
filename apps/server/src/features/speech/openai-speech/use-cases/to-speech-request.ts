import type { OpenAiSpeechRequest, TextToSpeechQuery, TextToSpeechRequest } from "@vocable/contract";
import { DEFAULT_MODEL_ID, resolveOpenAiVoice } from "@vocable/speech";
import { AppError } from "#platform/errors";

/** OpenAI's speech models: all answered by the default model (the engines have one quality). */
const OPENAI_MODELS = /^(tts-1(-hd)?|gpt-4o(-mini)?-tts)(-\d{4}-\d{2}-\d{2})?$/;

/**
 * OpenAI's formats as Vocable output formats (pcm: 24 kHz 16-bit little-endian, no header, as
 * OpenAI sends; aac: ADTS AAC-LC and flac, both encoded by ffmpeg).
 */
const FORMATS: Partial<Record<OpenAiSpeechRequest["response_format"], string>> = {
  mp3: "mp3_44100_128",
  opus: "opus_48000_64",
  aac: "aac_24000_128",
  flac: "flac_24000",
  wav: "wav_24000",
  pcm: "pcm_24000",
};

/**
 * An OpenAI speech request as the ElevenLabs-shaped request the text-to-speech path takes: the
 * voice (an OpenAI name mapped to a catalogue voice, or a Vocable id), the model (OpenAI's names
 * to the default model; Vocable and ElevenLabs ids as they are), the format and the speed. What the
 * installed engines cannot do is refused with a 400 that says so, never faked.
 */
export function toSpeechRequest(input: OpenAiSpeechRequest): {
  voiceId: string;
  body: TextToSpeechRequest;
  query: TextToSpeechQuery;
  /** `sse`: the audio as server-sent events (speech.audio.delta, then speech.audio.done); else the raw audio. */
  streamFormat: OpenAiSpeechRequest["stream_format"];
  ignoredInstructions?: string;
} {
  const voiceName = typeof input.voice === "string" ? input.voice : input.voice.id;
  const voice = resolveOpenAiVoice(voiceName);
  if (!voice) {
    throw new AppError("voice_not_found", 400, `Unknown voice ${voiceName}: use an OpenAI voice name (alloy, ash, ballad, cedar, coral, echo, fable, marin, nova, onyx, sage, shimmer, verse) or a voice_id from GET /v1/voices.`);
  }
  const outputFormat = FORMATS[input.response_format];
  if (!outputFormat) {
    throw new AppError("invalid_request", 400, `response_format ${input.response_format} is not available on this server: use mp3, opus, aac, flac, wav or pcm.`);
  }
  return {
    voiceId: voice.voiceId,
    body: {
      text: input.input,
      model_id: OPENAI_MODELS.test(input.model) ? DEFAULT_MODEL_ID : input.model,
      // Set in code, not parsed: OpenAI's wider range reaches the engines, which render 0.5 to 2.
      voice_settings: { speed: input.speed },
    },
    query: { output_format: outputFormat, enable_logging: true },
    // Every model streams events, tts-1 too (OpenAI refuses sse for tts-1 and tts-1-hd only because
    // those models of its own cannot): here all OpenAI model names are the same engines.
    streamFormat: input.stream_format,
    ...(input.instructions?.trim() ? { ignoredInstructions: ignoredInstructionsHeader(input.instructions.trim()) } : {}),
  };
}

/** The name of the response header that says which instructions were not applied. */
export const IGNORED_INSTRUCTIONS_HEADER = "x-vocable-ignored-instructions";
const HEADER_MAX = 512;

/**
 * `instructions` as the value of {@link IGNORED_INSTRUCTIONS_HEADER}: the installed engines take no
 * speaking instructions (tone, emotion, accent, pace words), so all of it is named there rather
 * than silently dropped. Percent-encoded (a header is one line of ASCII), at most 512 characters,
 * cut after a whole character and ended with an encoded "…" when longer.
 */
export function ignoredInstructionsHeader(instructions: string): string {
  const encoded = encodeURIComponent(instructions);
  if (encoded.length <= HEADER_MAX) return encoded;
  const ellipsis = encodeURIComponent("…");
  let out = "";
  // Whole characters only, so the cut value still decodes.
  for (const char of instructions) {
    const piece = encodeURIComponent(char);
    if (out.length + piece.length > HEADER_MAX - ellipsis.length) break;
    out += piece;
  }
  return out + ellipsis;
}
