import { z } from "zod";
import { PageToken, ResourceId, shortToken } from "./strings";

/**
 * Dubbing (issue 28): the pinned SDK's `dubbing` namespace. A dub turns a video or audio file into
 * the same speech in other languages, by the same speakers.
 */

/** A dub's states, as the SDK's list filter names them: waiting for its turn, reading the source, voicing, done, failed. */
export const DUBBING_STATUSES = ["queued", "preparing", "dubbing", "dubbed", "failed"] as const;
export type DubbingStatus = (typeof DUBBING_STATUSES)[number];

/** The longest source a dub takes (seconds after start_time/end_time): ElevenLabs' API limit is 2.5 hours; Vocable's CPU engines take 30 minutes. */
export const MAX_DUB_SECONDS = 30 * 60;
/** At most this many speakers (num_speakers). */
export const MAX_DUB_SPEAKERS = 32;

/** The form fields of POST /v1/dubbing as the SDK sends them (multipart); `file` is the media. */
export const DubbingForm = z
  .object({
    file: z.string().optional().meta({ format: "binary", description: "The video or audio to dub (mp4, mov, mkv, webm, avi, wmv, flv, mpeg, 3gp, or the audio types speech to text takes); or source_url" }),
    csv_file: z.string().optional().meta({ format: "binary", description: "Not supported: manual (CSV) dubbing is refused with 400" }),
    foreground_audio_file: z.string().optional().meta({ format: "binary", description: "Not supported (CSV dubbing only)" }),
    background_audio_file: z.string().optional().meta({ format: "binary", description: "Not supported (CSV dubbing only)" }),
    name: z.string().optional(),
    source_url: z.string().optional().meta({ description: "A public http(s) URL of the media, fetched by the server (private addresses refused)" }),
    source_lang: z.string().optional().meta({ description: "ISO 639-1 or 639-3, or auto (default)" }),
    target_lang: z.string().optional().meta({ description: "ISO 639-1 or 639-3; required" }),
    target_accent: z.string().optional(),
    num_speakers: z.string().optional().meta({ description: "0 (default): found from the audio" }),
    watermark: z.string().optional(),
    start_time: z.string().optional(),
    end_time: z.string().optional(),
    highest_resolution: z.string().optional(),
    drop_background_audio: z.string().optional(),
    use_profanity_filter: z.string().optional(),
    dubbing_studio: z.string().optional(),
    disable_voice_cloning: z.string().optional(),
    mode: z.string().optional().meta({ description: "automatic (default); manual (CSV) is refused" }),
    csv_fps: z.string().optional(),
  })
  .meta({ id: "DubbingForm" });

/** The answer of POST /v1/dubbing (DoDubbingResponse). */
export const DoDubbingResponse = z
  .object({ dubbing_id: z.string(), expected_duration_sec: z.number() })
  .meta({ id: "DoDubbingResponse" });
export type DoDubbingResponse = z.infer<typeof DoDubbingResponse>;

/** A dub (DubbingMetadataResponse), with Vocable's progress fields (the spec's dubbing record). */
export const DubbingMetadata = z
  .object({
    dubbing_id: z.string(),
    name: z.string(),
    status: z.enum(DUBBING_STATUSES),
    source_language: z.string().nullable(),
    target_languages: z.array(z.string()),
    editable: z.boolean(),
    created_at: z.string().meta({ description: "ISO 8601" }),
    media_metadata: z.object({ content_type: z.string(), duration: z.number() }).nullable(),
    error: z.string().nullable(),
    // Vocable: the spec's dubbing record.
    refunded: z.boolean(),
    expected_duration: z.number(),
    progress: z.number().meta({ description: "0 to 1" }),
    progress_message: z.string().nullable(),
    usage: z.object({ characters: z.number().int(), seconds: z.number() }),
    productions_description_id: z.string().nullable(),
    watermark: z.boolean(),
    warnings: z.array(z.string()),
    step_seconds: z.record(z.string(), z.number()).meta({ description: "Vocable: seconds each finished step of the job took (prepared, transcribed, translated, voiced, rendered)" }),
  })
  .meta({ id: "DubbingMetadataResponse" });
export type DubbingMetadata = z.infer<typeof DubbingMetadata>;

const listOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));

/** GET /v1/dubbing's query (the SDK's filters). */
export const DubbingListQuery = z.object({
  cursor: PageToken.optional(),
  page_size: z.coerce.number().int().min(1).max(200).default(100),
  dubbing_status: z.enum(["dubbing", "dubbed", "failed"]).optional(),
  dubbing_statuses: listOf(DUBBING_STATUSES),
  dubbing_models: listOf(["dubbing_v1", "dubbing_v2"] as const),
  target_language_codes: z
    .union([shortToken(16), z.array(shortToken(16))])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  creation_sources: listOf(["flow_node", "dubbing_ui", "dubbing_api"] as const),
  filter_by_creator: z.enum(["personal", "others", "all"]).default("all"),
  order_by: z.enum(["created_at", "name"]).default("created_at"),
  order_direction: z.enum(["DESCENDING", "ASCENDING"]).default("DESCENDING"),
});
export type DubbingListQuery = z.infer<typeof DubbingListQuery>;

export const DubbingPage = z
  .object({ dubs: z.array(DubbingMetadata), next_cursor: z.string().nullable(), has_more: z.boolean() })
  .meta({ id: "DubbingMetadataPageResponseModel" });
export type DubbingPage = z.infer<typeof DubbingPage>;

export const DubbingIdParams = z.object({ dubbing_id: ResourceId });
export const DubbingLanguageParams = z.object({ dubbing_id: ResourceId, language_code: shortToken(16) });

export const DubbingTranscriptQuery = z.object({ format_type: z.enum(["srt", "webvtt", "json"]).default("srt") });

/** The json transcript (DubbingTranscriptResponseModel). */
export const DubbingTranscript = z
  .object({
    language: z.string(),
    utterances: z.array(
      z.object({
        text: z.string(),
        speaker_id: z.string(),
        start_s: z.number(),
        end_s: z.number(),
        words: z.array(z.object({ text: z.string(), word_type: z.string(), start_s: z.number(), end_s: z.number(), characters: z.array(z.object({ text: z.string(), start_s: z.number(), end_s: z.number() })) })),
      }),
    ),
  })
  .meta({ id: "DubbingTranscriptResponseModel" });
export type DubbingTranscript = z.infer<typeof DubbingTranscript>;

export const DeleteDubbingResponse = z.object({ status: z.string() }).meta({ id: "DeleteDubbingResponseModel" });

export const DubbingTranscriptsParams = z.object({ dubbing_id: ResourceId, language_code: shortToken(16), format_type: z.enum(["srt", "webvtt", "json"]) });

/** GET /v1/dubbing/{id}/transcripts/{language}/format/{format} (dubbing.transcripts.get): the transcript in its format's field. */
export const DubbingTranscripts = z
  .object({ transcript_format: z.enum(["srt", "webvtt", "json"]), srt: z.string().optional(), webvtt: z.string().optional(), json: DubbingTranscript.optional() })
  .meta({ id: "DubbingTranscriptsResponseModel" });
