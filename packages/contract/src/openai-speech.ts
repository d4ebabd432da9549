import { z } from "zod";
import { ResourceId, SafeText, SpeechText } from "./strings";

/**
 * POST /v1/audio/speech in OpenAI's shape (the `openai` package's `audio.speech.create`), so OpenAI
 * clients work unchanged against Vocable. Answered by the same text-to-speech path as
 * /v1/text-to-speech/{voice_id}/stream: charged, kept in the history, told to webhooks.
 */
export const OPENAI_SPEECH_MAX_INPUT = 4096;

export const OpenAiSpeechRequest = z
  .object({
    model: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, "A model name such as tts-1, gpt-4o-mini-tts or a Vocable model id."),
    input: SpeechText.min(1, "The input must not be empty.").max(OPENAI_SPEECH_MAX_INPUT, `At most ${OPENAI_SPEECH_MAX_INPUT} characters, as OpenAI's speech API takes.`),
    /** An OpenAI voice name (alloy, ash, …), a Vocable voice id, or `{ "id": voice id }`. */
    voice: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "A voice name such as alloy, or a voice id."), z.object({ id: ResourceId })]),
    /** Accepted and not applied (the installed engines take no speaking instructions): named back in the x-vocable-ignored-instructions header. */
    instructions: SafeText.max(4096, "At most 4096 characters.").optional(),
    response_format: z.enum(["mp3", "opus", "aac", "flac", "wav", "pcm"]).default("mp3"),
    /** OpenAI's range; the engines render 0.5 to 2 (slower or faster is said at the nearest). */
    speed: z.number().min(0.25, "At least 0.25.").max(4, "At most 4.").default(1),
    stream_format: z.enum(["audio", "sse"]).default("audio"),
  })
  .meta({ id: "OpenAiSpeechRequest" });
export type OpenAiSpeechRequest = z.infer<typeof OpenAiSpeechRequest>;

/** One model in OpenAI's `models.list()` shape. */
export const OpenAiModel = z
  .object({ id: z.string(), object: z.literal("model"), created: z.number().int(), owned_by: z.string() })
  .meta({ id: "OpenAiModel" });

/** GET /v1/models as OpenAI's clients read it (asked with `Authorization: Bearer`). */
export const OpenAiModelList = z.object({ object: z.literal("list"), data: z.array(OpenAiModel) }).meta({ id: "OpenAiModelList" });
export type OpenAiModelList = z.infer<typeof OpenAiModelList>;

/**
 * The events of POST /v1/audio/speech with `stream_format: "sse"`, each on one `data:` line, in
 * OpenAI's shapes (its OpenAPI document's SpeechAudioDeltaEvent and SpeechAudioDoneEvent): the
 * audio in the response_format, base64 per event, then the end. A stream the server had to stop
 * ends with an `error` event instead of `speech.audio.done`.
 */
export const OpenAiSpeechStreamEvent = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("speech.audio.delta"), audio: z.string().meta({ description: "The next bytes of the audio, base64 (each event decodes on its own)" }) }),
    z.object({
      type: z.literal("speech.audio.done"),
      usage: z
        .object({ input_tokens: z.number().int(), output_tokens: z.number().int(), total_tokens: z.number().int() })
        .meta({ description: "Always 0: Vocable counts characters, not tokens (the character-cost header says what was charged)" }),
    }),
  ])
  .meta({ id: "OpenAiSpeechStreamEvent" });
export type OpenAiSpeechStreamEvent = z.infer<typeof OpenAiSpeechStreamEvent>;

/**
 * The events of POST /v1/audio/transcriptions with `stream=true`, each on one `data:` line, in
 * OpenAI's shapes (TranscriptTextDeltaEvent, TranscriptTextDoneEvent): the text in pieces that
 * join to the done event's text. A failed recognition ends with an `error` event instead.
 */
export const OpenAiTranscriptionStreamEvent = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("transcript.text.delta"), delta: z.string() }),
    z.object({ type: z.literal("transcript.text.done"), text: z.string() }),
  ])
  .meta({ id: "OpenAiTranscriptionStreamEvent" });
export type OpenAiTranscriptionStreamEvent = z.infer<typeof OpenAiTranscriptionStreamEvent>;

/** The `error` event that ends an OpenAI-shaped event stream the server could not finish (the `openai` package throws it as an APIError). */
export const OpenAiStreamError = z
  .object({
    type: z.literal("error"),
    error: z.object({ type: z.enum(["invalid_request_error", "server_error"]), code: z.string(), message: z.string(), param: z.null() }),
  })
  .meta({ id: "OpenAiStreamError" });
export type OpenAiStreamError = z.infer<typeof OpenAiStreamError>;
