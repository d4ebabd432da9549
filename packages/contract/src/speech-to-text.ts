import { z } from "zod";

/**
 * Speech to text in the ElevenLabs shapes (`speechToText.convert`, `speechToText.transcripts.*`),
 * OpenAI's `audio.transcriptions.create`, and forced alignment (`forcedAlignment.create`).
 * Uploads are multipart forms read as a stream (see the server's upload reader); these schemas
 * describe the form fields for the API documents and the answers.
 */

/** The spec's accepted audio types (§5), by the container ffmpeg reports. Video types come later. */
export const ACCEPTED_AUDIO_TYPES = ["aac", "aiff", "ogg", "mp3", "opus", "wav", "webm", "flac", "mp4", "m4a"] as const;

export const TIMESTAMPS_GRANULARITIES = ["none", "word", "character"] as const;

/** The multipart fields of POST /v1/speech-to-text that Vocable reads (others the SDK may send are ignored). */
export const SpeechToTextForm = z
  .object({
    model_id: z.string().meta({ description: "A recognition model from GET /v1/models (scribe_v1 and scribe_v2 map to the best installed recogniser)" }),
    file: z.string().meta({ format: "binary", description: "The audio; exactly one of file and cloud_storage_url" }).optional(),
    cloud_storage_url: z.string().meta({ description: "An https URL of the audio (public addresses only)" }).optional(),
    language_code: z.string().optional().meta({ description: "ISO 639-1 or 639-3; omitted, the recogniser's language is assumed" }),
    timestamps_granularity: z.enum(TIMESTAMPS_GRANULARITIES).optional(),
    diarize: z.string().optional().meta({ description: "true or false; refused with 400 where no installed engine can diarize" }),
    num_speakers: z.string().optional(),
    tag_audio_events: z.string().optional(),
    webhook: z.string().optional().meta({ description: "true: answer at once; the transcript goes to the workspace's speech_to_text webhooks when done" }),
    async: z.string().optional().meta({ description: "Vocable: true answers at once with the transcription id; poll GET /v1/speech-to-text/transcripts/{id}" }),
  })
  .meta({ id: "SpeechToTextForm" });

export const SpeechToTextCharacter = z.object({ text: z.string(), start: z.number(), end: z.number() }).meta({ id: "SpeechToTextCharacterResponseModel" });

export const SpeechToTextWord = z
  .object({
    text: z.string(),
    start: z.number(),
    end: z.number(),
    type: z.enum(["word", "spacing", "audio_event"]),
    speaker_id: z.string().nullable(),
    logprob: z.number(),
    characters: z.array(SpeechToTextCharacter).optional(),
  })
  .meta({ id: "SpeechToTextWordResponseModel" });
export type SpeechToTextWord = z.infer<typeof SpeechToTextWord>;

export const TRANSCRIPT_STATUSES = ["processing", "completed", "failed"] as const;

/** A transcript: the ElevenLabs chunk model plus Vocable's status fields (a long file is a job). */
export const Transcript = z
  .object({
    transcription_id: z.string(),
    language_code: z.string(),
    language_probability: z.number(),
    text: z.string(),
    words: z.array(SpeechToTextWord),
    audio_duration_secs: z.number(),
    status: z.enum(TRANSCRIPT_STATUSES).meta({ description: "Vocable: processing while the job runs; text and words are empty until completed" }),
    progress: z.number().meta({ description: "Vocable: 0 to 1, the share of the audio recognised so far" }),
    error: z.string().nullable().meta({ description: "Vocable: why a failed transcript failed" }),
    model_id: z.string(),
    file_name: z.string().meta({ description: "Vocable: the uploaded file's name" }),
    created_at_unix: z.number().int(),
    engine_id: z.string().meta({ description: "Vocable: the engine that recognised it" }),
  })
  .meta({ id: "SpeechToTextChunkResponseModel" });
export type Transcript = z.infer<typeof Transcript>;

/** The early answer (webhook or async requests). */
export const SpeechToTextAccepted = z
  .object({ message: z.string(), request_id: z.string(), transcription_id: z.string() })
  .meta({ id: "SpeechToTextWebhookResponseModel" });
export type SpeechToTextAccepted = z.infer<typeof SpeechToTextAccepted>;

/** One row of GET /v1/speech-to-text/transcripts (Vocable's list for the web app's history). */
export const TranscriptSummary = z
  .object({
    transcription_id: z.string(),
    file_name: z.string(),
    status: z.enum(TRANSCRIPT_STATUSES),
    progress: z.number(),
    language_code: z.string(),
    audio_duration_secs: z.number(),
    text_preview: z.string().meta({ description: "The first 200 characters of the text" }),
    created_at_unix: z.number().int(),
  })
  .meta({ id: "TranscriptSummary" });
export type TranscriptSummary = z.infer<typeof TranscriptSummary>;

export const TranscriptListQuery = z.object({
  page_size: z.coerce.number().int().min(1, "At least 1.").max(100, "At most 100.").default(30),
  cursor: z.string().max(200).optional(),
});

export const TranscriptList = z
  .object({ transcripts: z.array(TranscriptSummary), has_more: z.boolean(), next_cursor: z.string().nullable() })
  .meta({ id: "TranscriptList" });
export type TranscriptList = z.infer<typeof TranscriptList>;

/** POST /v1/forced-alignment: a multipart `file` and `text`. */
export const ForcedAlignmentForm = z
  .object({ file: z.string().meta({ format: "binary" }), text: z.string() })
  .meta({ id: "ForcedAlignmentForm" });

export const ForcedAlignmentResponse = z
  .object({
    characters: z.array(z.object({ text: z.string(), start: z.number(), end: z.number() })),
    words: z.array(z.object({ text: z.string(), start: z.number(), end: z.number(), loss: z.number() })),
    loss: z.number(),
  })
  .meta({ id: "ForcedAlignmentResponseModel" });
export type ForcedAlignmentResponse = z.infer<typeof ForcedAlignmentResponse>;

/** POST /v1/audio/transcriptions (OpenAI): the multipart fields Vocable reads. */
export const OpenAiTranscriptionForm = z
  .object({
    file: z.string().meta({ format: "binary" }),
    model: z.string(),
    language: z.string().optional(),
    prompt: z.string().optional().meta({ description: "Accepted and not used by the installed recognisers" }),
    response_format: z.enum(["json", "text", "srt", "verbose_json", "vtt"]).optional(),
    temperature: z.string().optional(),
    "timestamp_granularities[]": z.string().optional(),
  })
  .meta({ id: "OpenAiTranscriptionForm" });

export const OpenAiTranscription = z.object({ text: z.string() }).meta({ id: "OpenAiTranscription" });

export const OpenAiVerboseTranscription = z
  .object({
    task: z.literal("transcribe"),
    language: z.string(),
    duration: z.number(),
    text: z.string(),
    words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional(),
    segments: z
      .array(
        z.object({
          id: z.number().int(),
          seek: z.number().int(),
          start: z.number(),
          end: z.number(),
          text: z.string(),
          tokens: z.array(z.number().int()),
          temperature: z.number(),
          avg_logprob: z.number(),
          compression_ratio: z.number(),
          no_speech_prob: z.number(),
        }),
      )
      .optional(),
  })
  .meta({ id: "OpenAiVerboseTranscription" });
export type OpenAiVerboseTranscription = z.infer<typeof OpenAiVerboseTranscription>;
