import { z } from "zod";
import { ResourceId, SafeText, shortToken, SingleLineText } from "./strings";

/**
 * The dubbing studio (issue 28 §2): the pinned SDK's `dubbing.resource` namespace. A finished
 * dub's working state (its speakers, their segments in the source and each target language, each
 * segment's dubbed clip, the renders) read and edited a call at a time; every edit raises the
 * resource's `version`.
 */

/** A stored file of the dub (DubbingMediaReference); `url` is a Vocable path to fetch it with the API key. */
export const DubbingMediaReference = z
  .object({
    src: z.string(),
    content_type: z.string(),
    bucket_name: z.string(),
    random_path_slug: z.string(),
    duration_secs: z.number(),
    is_audio: z.boolean(),
    url: z.string(),
  })
  .meta({ id: "DubbingMediaReference" });

const SubtitleFrame = z.object({ start_time: z.number(), end_time: z.number(), lines: z.array(z.string()) }).meta({ id: "SegmentSubtitleFrame" });

/** A segment's line in one target language and its dubbed clip. */
export const DubbedSegment = z
  .object({
    start_time: z.number(),
    end_time: z.number(),
    text: z.string().optional(),
    subtitles: z.array(SubtitleFrame),
    audio_stale: z.boolean().meta({ description: "The text or the speaker's voice changed since the clip was made: dub the segment again" }),
    media_ref: DubbingMediaReference.optional(),
    // Vocable: what the line lost to fit its place, if anything.
    warning: z.string().nullable().optional(),
  })
  .meta({ id: "DubbedSegment" });

export const SpeakerSegment = z
  .object({
    id: z.string(),
    start_time: z.number(),
    end_time: z.number(),
    text: z.string(),
    subtitles: z.array(SubtitleFrame),
    dubs: z.record(z.string(), DubbedSegment),
  })
  .meta({ id: "SpeakerSegment" });

export const SpeakerTrack = z
  .object({
    id: z.string(),
    media_ref: DubbingMediaReference,
    speaker_name: z.string(),
    voices: z.record(z.string(), z.string()).meta({ description: "The voice id speaking for the speaker, by language" }),
    segments: z.array(z.string()),
    // Vocable: what each language's voice is, in words (an approximation of the speaker, a library voice).
    voice_labels: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "SpeakerTrack" });

export const RENDER_TYPES = ["mp4", "aac", "mp3", "wav", "aaf", "tracks_zip", "clips_zip", "zip"] as const;
/** The render types Vocable makes; the others are refused with 400. */
export const MADE_RENDER_TYPES = ["mp4", "aac", "mp3", "wav"] as const;

export const DubbingRender = z
  .object({
    id: z.string(),
    version: z.number().int(),
    language: z.string().optional(),
    type: z.enum(RENDER_TYPES).optional(),
    media_ref: DubbingMediaReference.optional(),
    status: z.enum(["complete", "processing", "failed"]),
    // Vocable: why a render failed.
    error: z.string().nullable().optional(),
  })
  .meta({ id: "Render" });

export const DubbingResource = z
  .object({
    id: z.string(),
    version: z.number().int(),
    source_language: z.string(),
    target_languages: z.array(z.string()),
    input: DubbingMediaReference,
    background: DubbingMediaReference.optional(),
    foreground: DubbingMediaReference.optional(),
    speaker_tracks: z.record(z.string(), SpeakerTrack),
    speaker_segments: z.record(z.string(), SpeakerSegment),
    renders: z.record(z.string(), DubbingRender),
  })
  .meta({ id: "DubbingResource" });
export type DubbingResource = z.infer<typeof DubbingResource>;

/** The answer of every edit: the resource's version after it. */
export const DubbingResourceVersion = z.object({ version: z.number().int() }).meta({ id: "DubbingResourceVersion" });
export const DubbingRenderResponse = z.object({ version: z.number().int(), render_id: z.string() }).meta({ id: "DubbingRenderResponseModel" });

const SegmentIds = z.array(ResourceId).max(1000);
const Languages = z.array(shortToken(16)).max(50);

/** POST …/transcribe: these segments recognised again from the source. */
export const TranscribeSegmentsBody = z.object({ segments: SegmentIds }).meta({ id: "TranscribeSegmentsBody" });
/** POST …/translate and …/dub: these segments (all when empty), in these languages (all when absent or empty). */
export const SegmentsAndLanguagesBody = z.object({ segments: SegmentIds, languages: Languages.optional() }).meta({ id: "SegmentsAndLanguagesBody" });
/** POST …/render/{language}. */
export const RenderBody = z.object({ render_type: z.enum(RENDER_TYPES), normalize_volume: z.boolean().optional() }).meta({ id: "RenderDubBody" });
/** POST …/language. */
export const AddLanguageBody = z.object({ language: shortToken(16).optional() }).meta({ id: "AddDubLanguageBody" });
/** PATCH …/segment/{segment_id}/{language}: the language's text (the source's when it is the source language) and the segment's times. */
export const UpdateSegmentBody = z
  .object({ start_time: z.number().min(0).optional(), end_time: z.number().min(0).optional(), text: SafeText.pipe(z.string().max(5000)).optional() })
  .meta({ id: "SegmentUpdatePayload" });
/** PATCH …/speaker/{speaker_id} and POST …/speaker. */
export const SpeakerBody = z
  .object({
    speaker_name: SingleLineText.pipe(z.string().max(100)).optional(),
    voice_id: ResourceId.optional().meta({ description: "A voice id, or track-clone (the speaker's voice approximated from their whole track); clip-clone is refused" }),
    voice_stability: z.number().min(0).max(1).optional(),
    voice_similarity: z.number().min(0).max(1).optional(),
    voice_style: z.number().min(0).max(1).optional(),
    languages: Languages.optional(),
  })
  .meta({ id: "SpeakerUpdateBody" });
/** POST …/speaker/{speaker_id}/segment. */
export const CreateSegmentBody = z
  .object({ start_time: z.number().min(0), end_time: z.number().min(0), text: SafeText.pipe(z.string().max(5000)).optional(), translations: z.record(shortToken(16), SafeText.pipe(z.string().max(5000))).optional() })
  .meta({ id: "SegmentCreatePayload" });
/** POST …/migrate-segments. */
export const MigrateSegmentsBody = z.object({ segment_ids: SegmentIds, speaker_id: ResourceId }).meta({ id: "MigrateSegmentsBody" });

export const DubbingResourceParams = z.object({ dubbing_id: ResourceId });
export const DubbingRenderParams = z.object({ dubbing_id: ResourceId, language: shortToken(16) });
export const DubbingRenderFileParams = z.object({ dubbing_id: ResourceId, render_id: ResourceId });
export const DubbingSegmentParams = z.object({ dubbing_id: ResourceId, segment_id: ResourceId });
export const DubbingSegmentLanguageParams = z.object({ dubbing_id: ResourceId, segment_id: ResourceId, language: shortToken(16) });
export const DubbingSpeakerParams = z.object({ dubbing_id: ResourceId, speaker_id: ResourceId });

export const SpeakerCreated = z.object({ version: z.number().int(), speaker_id: z.string() }).meta({ id: "SpeakerCreatedResponse" });
export const SegmentCreated = z.object({ version: z.number().int(), new_segment: z.string() }).meta({ id: "SegmentCreateResponse" });

export const SimilarVoices = z
  .object({
    voices: z.array(z.object({ voice_id: z.string(), name: z.string(), category: z.string(), description: z.string().optional(), preview_url: z.string().optional() })),
  })
  .meta({ id: "SimilarVoicesForSpeakerResponse" });
