import { z } from "zod";
import { RESOURCE_SHARE_ROLES } from "@vocable/domain";
import { QueryId, ResourceId, SafeText, shortToken } from "./strings";
import { ResolvedVoiceSettings, VoiceCategory } from "./voices";
import { CharacterAlignment } from "./text-to-speech";
import { orNull } from "./or-null";

export const HISTORY_SOURCES = ["TTS", "STS", "SFX"] as const;
export const REVIEW_STATUSES = ["not_reviewed", "reviewed"] as const;

export const Feedback = z
  .object({
    thumbs_up: z.boolean(),
    feedback: z.string(),
    emotions: z.boolean(),
    inaccurate_clone: z.boolean(),
    glitches: z.boolean(),
    audio_quality: z.boolean(),
    other: z.boolean(),
    review_status: z.enum(REVIEW_STATUSES),
  })
  .meta({ id: "Feedback" });
export type Feedback = z.infer<typeof Feedback>;

export const HistoryItem = z
  .object({
    history_item_id: z.string(),
    request_id: z.string(),
    voice_id: z.string(),
    voice_name: z.string(),
    voice_category: VoiceCategory,
    model_id: z.string(),
    text: z.string(),
    date_unix: z.number().int(),
    character_count_change_from: z.number().int(),
    character_count_change_to: z.number().int(),
    content_type: z.string(),
    state: z.literal("created"),
    settings: ResolvedVoiceSettings,
    feedback: orNull(Feedback),
    share_link_id: z.string().nullable(),
    source: z.enum(HISTORY_SOURCES),
    output_format: z.string(),
    dialogue: z
      .array(z.object({ text: z.string(), voice_id: z.string(), voice_name: z.string() }))
      .nullable()
      .meta({ description: "A text-to-dialogue item's lines with their voices; null for one voice's speech" }),
    isbn_number: z.null(),
    alignments: z.object({ alignment: CharacterAlignment, normalized_alignment: CharacterAlignment }).nullable(),
    partial: z.boolean().meta({
      description:
        "Vocable (the ElevenLabs item has no such field): the client left mid-stream; the item holds, and was charged for, only the text whose audio was sent, so its text and character count say how far the listener got",
    }),
    shared_by: z
      .object({ user_id: z.string(), name: z.string(), email: z.string() })
      .nullable()
      .meta({ description: "Vocable: who shared this item with the caller; null for the caller's own items." }),
    share_role: z
      .enum(RESOURCE_SHARE_ROLES)
      .nullable()
      .meta({ description: "Vocable: the caller's role on an item shared with them (viewer, editor, admin); null for their own items." }),
  })
  .meta({ id: "SpeechHistoryItemResponse" });
export type HistoryItem = z.infer<typeof HistoryItem>;

export const SORT_DIRECTIONS = ["asc", "desc"] as const;

/** Unix seconds as a query parameter; bounded so that no value can overflow a timestamp. */
const unixSeconds = z.coerce.number().int().min(0).max(253_402_300_799);

export const HistoryListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(1000).default(100).meta({ description: "How many items to return, at most 1000." }),
  start_after_history_item_id: QueryId
    .meta({ description: "Continue after this item, in the chosen sort direction and with the same filters: pass the previous page's last_history_item_id." }),
  voice_id: QueryId.meta({ description: "Only items generated with this voice." }),
  model_id: QueryId
    .meta({ description: "Only items of this model: the ElevenLabs model id that was requested (e.g. eleven_flash_v2_5) or the Vocable model that served it (e.g. vocable_flash_v1)." }),
  date_before_unix: unixSeconds.optional().meta({ description: "Only items created before this Unix time in seconds (exclusive)." }),
  date_after_unix: unixSeconds.optional().meta({ description: "Only items created at or after this Unix time in seconds (inclusive)." }),
  sort_direction: z.enum(SORT_DIRECTIONS).default("desc").meta({ description: "By creation time: desc (newest first, the default) or asc." }),
  search: SafeText.max(1000).optional().meta({ description: "Only items whose text or voice name contains this, ignoring case; % and _ are matched literally." }),
  source: z.enum(HISTORY_SOURCES).optional().meta({ description: "Only items of this source." }),
});
export type HistoryListQuery = z.infer<typeof HistoryListQuery>;

export const HistoryListResponse = z
  .object({ history: z.array(HistoryItem), has_more: z.boolean(), last_history_item_id: z.string().nullable() })
  .meta({ id: "GetSpeechHistoryResponse" });
export type HistoryListResponse = z.infer<typeof HistoryListResponse>;

export const HistoryDownloadRequest = z
  .object({
    history_item_ids: z.array(ResourceId).min(1, "Choose at least one history item.").max(1000),
    output_format: shortToken()
      .optional()
      .describe("'default' (or none) keeps each item's own format; 'wav' converts each item to 16-bit WAV at its own sample rate."),
  })
  .meta({ id: "DownloadHistoryRequest" });
export type HistoryDownloadRequest = z.infer<typeof HistoryDownloadRequest>;

export const FeedbackRequest = z
  .object({
    thumbs_up: z.boolean(),
    feedback: SafeText.max(10_000).default(""),
    emotions: z.boolean().default(false),
    inaccurate_clone: z.boolean().default(false),
    glitches: z.boolean().default(false),
    audio_quality: z.boolean().default(false),
    other: z.boolean().default(false),
  })
  .meta({ id: "FeedbackRequest" });
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** The `{history_item_id}` of the item routes. */
export const HistoryItemIdParams = z.object({ history_item_id: ResourceId });

export const StatusOk = z.object({ status: z.literal("ok") }).meta({ id: "StatusOk" });
