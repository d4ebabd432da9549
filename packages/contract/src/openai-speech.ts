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
