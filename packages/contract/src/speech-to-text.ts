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

/** The multipart fields of POST /v1/speech-to-text (each one the pinned SDK sends is used, or refused with a 400 naming it). */
export const SpeechToTextForm = z
  .object({
    model_id: z.string().meta({ description: "A recognition model from GET /v1/models (scribe_v1 and scribe_v2 map to the best installed recogniser)" }),
    file: z.string().meta({ format: "binary", description: "The audio; exactly one of file and cloud_storage_url" }).optional(),
    cloud_storage_url: z.string().meta({ description: "An https URL of the audio (public addresses only); source_url is the same" }).optional(),
    language_code: z.string().optional().meta({ description: "ISO 639-1 or 639-3; omitted, the recogniser's language is assumed" }),
    timestamps_granularity: z.enum(TIMESTAMPS_GRANULARITIES).optional(),
    file_format: z.enum(["pcm_s16le_16", "other"]).optional(),
    diarize: z.string().optional().meta({ description: "true: words get speaker_id (Silero VAD and x-vector speaker embeddings); 400 where those models are not installed" }),
    num_speakers: z.string().optional().meta({ description: "With diarize: at most this many speakers (1-32)" }),
    diarization_threshold: z.string().optional().meta({ description: "With diarize, without num_speakers: 0-1, how different two voices must be to be two speakers (voices with cosine similarity ≥ 1 − threshold are one); default 0.5" }),
    keyterms: z.array(z.string()).optional().meta({ description: "Repeated field, at most 1000, each under 50 characters and 5 words. The recognisers take no hints: recognised words close to a keyterm (spelling or sound, above a threshold) are replaced by it after recognition (header x-vocable-keyterms: corrected-after-recognition)" }),
    entity_detection: z.array(z.string()).optional().meta({ description: "Repeated field: all, pii, pci or email_address, phone_number, credit_card, url, ip_address (rule-based); other kinds are refused by name. Answered in entities" }),
    entity_redaction: z.array(z.string()).optional().meta({ description: "Repeated field, a subset of entity_detection: those entities are replaced in the kept text and words" }),
    entity_redaction_mode: z.enum(["redacted", "entity_type", "enumerated_entity_type"]).optional(),
    additional_formats: z.string().optional().meta({ description: 'A JSON list such as [{"format":"srt"}]: srt, txt, segmented_json, html (docx and pdf are refused)' }),
    temperature: z.string().optional().meta({ description: "0 to 2; no effect: the recognisers are deterministic" }),
    seed: z.string().optional().meta({ description: "0 to 2147483647; no effect: the recognisers are deterministic" }),
    webhook: z.string().optional().meta({ description: "true: answer at once; the transcript goes to the workspace's speech_to_text webhooks when done" }),
    webhook_id: z.string().optional().meta({ description: "With webhook=true: only this webhook (subscribed to speech_to_text.completed) is told" }),
    webhook_metadata: z.string().optional().meta({ description: "With webhook=true: a JSON object (2 levels, 16 KB) given back in the webhook's data.webhook_metadata" }),
    async: z.string().optional().meta({ description: "Vocable: true answers at once with the transcription id; poll GET /v1/speech-to-text/transcripts/{id}" }),
    use_multi_channel: z.string().optional().meta({ description: "Refused when true (400)" }),
    tag_audio_events: z.string().optional().meta({ description: "Refused when true (400): the recognisers tag no audio events" }),
    enable_logging: z.string().optional().meta({ description: "Refused when false (400): transcripts are kept until deleted" }),
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
    logprob: z.number().meta({
      description:
        "The natural log of the recogniser's probability of the word (PocketSphinx's posterior; 0 when the engine gives none). Vocable marks a word below -1.204 (probability 0.3) as low-confidence",
    }),
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
    low_confidence: z
      .boolean()
      .optional()
      .meta({
        description:
          "Vocable: the recogniser was unsure of much of this transcript: at least 35 % of its words, and at least 2, have a logprob below -1.204. On completed transcripts that kept their words (not with timestamps_granularity none)",
      }),
    low_confidence_words: z
      .number()
      .int()
      .optional()
      .meta({ description: "Vocable: how many of the words have a logprob below -1.204 (probability 0.3); present with low_confidence" }),
    entities: z
      .array(z.object({ text: z.string(), entity_type: z.string(), start_char: z.number().int(), end_char: z.number().int() }).meta({ id: "DetectedEntity" }))
      .optional()
      .meta({ description: "With entity_detection (and no redaction), in the answer or the webhook" }),
    additional_formats: z
      .array(
        z
          .object({ requested_format: z.string(), file_extension: z.string(), content_type: z.string(), is_base64_encoded: z.boolean(), content: z.string() })
          .meta({ id: "AdditionalFormatResponseModel" }),
      )
      .optional()
      .meta({ description: "With additional_formats, in the answer or the webhook" }),
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
    stream: z.string().optional().meta({ description: "true: transcript.text.delta and transcript.text.done server-sent events (json and text formats)" }),
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
