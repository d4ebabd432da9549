import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import type { EmbeddedRendering } from "@vocable/speech";
import { createdAtColumn, updatedAtColumn, userIdColumn, workspaceIdColumn } from "./columns";

/** What the dub was asked to do beyond its languages (the create form's options). */
export interface DubOptions {
  numSpeakers: number;
  startTime: number | null;
  endTime: number | null;
  dropBackgroundAudio: boolean;
  disableVoiceCloning: boolean;
  highestResolution: boolean;
  useProfanityFilter: boolean;
  dubbingStudio: boolean;
  targetAccent: string | null;
}

/** The source media as it was checked at creation. */
export interface DubMedia {
  fileName: string;
  container: string;
  contentType: string;
  durationSeconds: number;
  hasVideo: boolean;
}

/** The voice a speaker speaks with in one target language. */
export interface DubSpeakerVoice {
  voiceId: string;
  /** What the voice is, in words (an approximation of the speaker, a stand-in, a voice the user chose). */
  label: string;
  /** The embedded reshaping of an approximated voice, kept so a segment dubbed again sounds the same. */
  rendering?: EmbeddedRendering;
  /** The voice was made from the speaker's track (track-clone), not chosen by id. */
  fromTrack: boolean;
  /** Made with a reference clip, which is not kept: made again from the track to speak more lines. */
  remake?: boolean;
}

/** One speaker of the source and the voice that speaks for them. */
export interface DubSpeaker {
  id: string;
  /** The name shown in the studio (speaker_name); the id when not named. */
  name?: string;
  /** The voice of the last target language voiced (see `voices` for each language's). */
  voiceId: string | null;
  /** How the voice was chosen, in words (an approximation of the speaker, a stand-in). */
  voiceLabel: string | null;
  /** By target language: the speaker's voice there. */
  voices?: Record<string, DubSpeakerVoice>;
  /** Voice settings the studio set (voice_stability, voice_similarity, voice_style), used when the speaker's lines are dubbed again. */
  settings?: { stability?: number; similarity?: number; style?: number };
}

/** One segment: a speaker's line in the source and in each target language. */
export interface DubSegmentRow {
  id: string;
  speaker: string;
  start: number;
  end: number;
  text: string;
  /** By language: the translated line and where its dubbed audio was placed. */
  translations: Record<string, DubLineRow>;
}

/** A segment's line in one target language. */
export interface DubLineRow {
  text: string;
  /** Where its dubbed clip was placed (seconds). */
  start: number;
  end: number;
  warning: string | null;
  /** The text, timing or voice changed since the clip was made (the clip, if any, is the old one). */
  stale?: boolean;
  /** The dubbed clip is stored (clips/{language}/{segment}.wav). */
  clip?: boolean;
}

/** A studio render: a language's dub made again as one file of a type. */
export interface DubRender {
  id: string;
  /** The resource version it was asked at. */
  version: number;
  language: string;
  type: string;
  status: "processing" | "complete" | "failed";
  /** normalize_volume: the mix's peak brought to -1 dBFS. */
  normalize: boolean;
  error: string | null;
  /** The stored file (complete renders). */
  key: string | null;
  contentType: string | null;
  durationSeconds: number | null;
}

/** The dub's working state, written as each step finishes (so a retried job resumes after the last one). */
export interface DubResource {
  speakers: DubSpeaker[];
  segments: DubSegmentRow[];
  /** The languages whose output (audio, video, subtitles) is stored. */
  rendered: string[];
  /** Seconds each finished step took (its last run), by step name. */
  timings?: Record<string, number>;
  /** Raised by every studio edit (0 when the job has just made it). */
  version?: number;
  /** The studio's renders, by id. */
  renders?: Record<string, DubRender>;
}

/**
 * A dub (features/dubbing/dubs): a video or audio file and its dubbed versions, made by the
 * `dubbing.run` job step by step; the files live in storage under `dubs/{workspace}/{id}/`.
 */
export const dub = pgTable(
  "dub",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    name: text("name").notNull(),
    /** queued, preparing, dubbing, dubbed or failed. */
    status: text("status").notNull().default("queued"),
    error: text("error"),
    /** The charge was given back (the dub failed). */
    refunded: boolean("refunded").notNull().default(false),
    /** What the request named: an ISO 639-1 code or auto. */
    requestedSourceLanguage: text("requested_source_language").notNull(),
    /** The language of the source, once known. */
    sourceLanguage: text("source_language"),
    targetLanguages: text("target_languages").array().notNull(),
    watermark: boolean("watermark").notNull(),
    /** dubbing_api or dubbing_ui. */
    creationSource: text("creation_source").notNull(),
    options: jsonb("options").$type<DubOptions>().notNull(),
    media: jsonb("media").$type<DubMedia>().notNull(),
    /** The source as uploaded or fetched, in storage. */
    inputKey: text("input_key").notNull(),
    /** Seconds of source dubbed (after start_time/end_time). */
    sourceSeconds: real("source_seconds").notNull(),
    expectedDurationSeconds: real("expected_duration_seconds").notNull(),
    charactersCharged: integer("characters_charged").notNull(),
    /** The last step finished (none, prepared, transcribed, translated, voiced, rendered). */
    step: text("step").notNull().default("none"),
    progress: real("progress").notNull().default(0),
    progressMessage: text("progress_message"),
    resource: jsonb("resource").$type<DubResource>().notNull().default({ speakers: [], segments: [], rendered: [] }),
    warnings: jsonb("warnings").$type<string[]>().notNull().default([]),
    /** The productions work reviewing this dub (its latest, when an order reviews several languages): the dubbing record's productions_description_id. */
    productionsDescriptionId: text("productions_description_id"),
    createdAt: createdAtColumn(6),
    updatedAt: updatedAtColumn(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  // GET /v1/dubbing: a workspace's dubs by creation (either direction: one index read backwards) or
  // by name; filter_by_creator=personal narrows to the member's own first.
  (t) => [
    index("dub_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("dub_workspace_user_created_idx").on(t.workspaceId, t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("dub_workspace_name_idx").on(t.workspaceId, t.name, t.id),
  ],
);
