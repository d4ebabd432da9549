import { z } from "zod";
import { PageToken, ResourceId, SafeText, shortToken } from "./strings";

/**
 * The producers' side of productions (issue 29 §2; spec §7 "Productions"): tasks, teams, review
 * and feedback. The spec gives the paths, not the shapes: these are Vocable's.
 */

export const ProductionSegment = z
  .object({
    id: ResourceId,
    speaker: shortToken(64),
    start: z.number().min(0),
    end: z.number().min(0),
    text: SafeText.pipe(z.string().max(5000)),
  })
  .meta({ id: "ProductionSegment" });

export const PRODUCTION_TASK_STATES = ["claimed", "submitted", "in_review", "returned", "accepted", "revoked", "expired", "cancelled"] as const;

export const ProductionTask = z
  .object({
    task_id: z.string(),
    description_id: z.string(),
    team_id: z.string(),
    producer_id: z.string(),
    kind: z.enum(["transcription", "translation", "review", "dub_review"]),
    language: z.string(),
    state: z.enum(PRODUCTION_TASK_STATES),
    deadline_unix: z.number().int(),
    extended: z.boolean(),
    media: z.object({ url: z.string(), content_type: z.string(), duration_seconds: z.number(), name: z.string() }),
    segments: z.array(ProductionSegment),
    /** What the producer earns when the work is accepted (cents). */
    earning_cents: z.number().int(),
    /** What the customer asked of the work (their item's options). */
    brief: z.object({
      instructions: z.string().nullable(),
      verbatim: z.boolean().meta({ description: "Keep every filler word, false start and repetition" }),
      sdh: z.boolean().meta({ description: "Subtitles for the deaf and hard of hearing: sounds and speakers described" }),
    }),
    /** For a review: the task whose work it checks. */
    reviews_task_id: z.string().nullable(),
    unacknowledged_feedback: z.number().int(),
    created_at_unix: z.number().int(),
    submitted_at_unix: z.number().int().nullable(),
    finished_at_unix: z.number().int().nullable(),
  })
  .meta({ id: "ProductionTask" });
export type ProductionTask = z.infer<typeof ProductionTask>;

export const ProductionTaskPage = z.object({ tasks: z.array(ProductionTask.omit({ segments: true })), next_page_token: z.string().nullable(), has_more: z.boolean() }).meta({ id: "ProductionTaskPage" });

/** Open work of a team, as /unclaimed lists it. */
export const OpenWork = z
  .object({
    description_id: z.string(),
    team_id: z.string(),
    kind: z.string(),
    language: z.string(),
    priority: z.number().int(),
    media_seconds: z.number(),
    earning_cents: z.number().int(),
    due_unix: z.number().int().nullable(),
    created_at_unix: z.number().int(),
  })
  .meta({ id: "ProductionOpenWork" });
export const OpenWorkPage = z.object({ tasks: z.array(OpenWork), next_page_token: z.string().nullable(), has_more: z.boolean() }).meta({ id: "ProductionOpenWorkPage" });

export const ProductionTeam = z
  .object({ team_id: z.string(), name: z.string(), kind: z.string(), language: z.string(), open_tasks: z.number().int(), qualified: z.boolean() })
  .meta({ id: "ProductionTeam" });

export const ProductionFeedback = z
  .object({
    feedback: z.array(z.object({ feedback_id: z.string(), segment_id: z.string().nullable(), text: z.string(), created_at_unix: z.number().int(), acknowledged: z.boolean() })),
  })
  .meta({ id: "ProductionFeedbackList" });

export const ProducerParams = z.object({ user_id: ResourceId });
export const ProducerTaskParams = z.object({ user_id: ResourceId, task_id: ResourceId });
export const TeamParams = z.object({ team_id: shortToken(64) });
export const DescriptionParams = z.object({ description_id: ResourceId });

export const ProducerTasksQuery = z.object({
  view: z.enum(["active", "history"]).default("active"),
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  page_token: PageToken.optional(),
});
/** GET …/tasks/{task_id}/media/peaks: one window of the media's waveform (at most 300 s). */
export const TaskPeaksQuery = z.object({
  start: z.coerce.number().min(0).default(0),
  end: z.coerce.number().min(0),
  buckets: z.coerce.number().int().min(1).max(4000).default(800),
});
export const TaskPeaks = z
  .object({ start: z.number(), end: z.number(), peaks: z.array(z.number()).meta({ description: "The loudest sample of each equal slice of the window, 0 to 1" }) })
  .meta({ id: "ProductionTaskPeaks" });
export const TeamTasksQuery = z.object({ page_size: z.coerce.number().int().min(1).max(100).default(30), page_token: PageToken.optional() });

export const ClaimTaskBody = z.object({ description_id: ResourceId }).meta({ id: "ClaimProductionTaskBody" });
export const SaveTranscriptionBody = z.object({ segments: z.array(ProductionSegment).max(5000) }).meta({ id: "SaveProductionTranscriptionBody" });
export const ReviewBody = z
  .object({
    verdict: z.enum(["accept", "return"]),
    feedback: z.array(z.object({ segment_id: ResourceId.nullable().optional(), text: SafeText.pipe(z.string().min(1).max(2000)) })).max(200).default([]),
  })
  .meta({ id: "ReviewProductionTaskBody" });
export const PriorityBody = z.object({ priority: z.number().int().min(-100).max(100) }).meta({ id: "ProductionTaskPriorityBody" });

/** A qualification: `transcription-<language>` (the language's work), or `multitask` (three tasks at once). */
export const QualificationName = z.string().regex(/^(transcription-[a-z]{2,3}|multitask)$/, "Must be transcription-<language> (ISO 639-1) or multitask.");

export const SetProducerBody = z
  .object({ is_producer: z.boolean().optional(), is_in_probation: z.boolean().optional(), qualifications: z.array(QualificationName).max(50).optional() })
  .meta({ id: "SetProducerBody" });
export const ProducerStatus = z
  .object({ user_id: z.string(), is_producer: z.boolean(), is_in_probation: z.boolean(), qualifications: z.array(z.string()) })
  .meta({ id: "ProducerStatus" });

/** POST …/transcription/align: the segments to place (every segment when empty). */
export const AlignTranscriptionBody = z.object({ segment_ids: z.array(ResourceId).max(5000).default([]) }).meta({ id: "AlignProductionTranscriptionBody" });
export const RetranscribeSegmentBody = z.object({ segment_id: ResourceId }).meta({ id: "RetranscribeProductionSegmentBody" });
export const TranslateTranscriptionBody = z
  .object({ to: shortToken(16), from: shortToken(16).optional(), segment_ids: z.array(ResourceId).max(5000).optional() })
  .meta({ id: "TranslateProductionTranscriptionBody" });
export const TranslatedSegments = z.object({ segments: z.array(z.object({ id: z.string(), text: z.string() })) }).meta({ id: "TranslatedProductionSegments" });

const DiffOp = z.object({ op: z.enum(["equal", "delete", "insert"]), words: z.array(z.string()) });
const WordDiff = z.object({ ops: z.array(DiffOp), inserted: z.number().int(), deleted: z.number().int(), unchanged: z.number().int(), coarse: z.boolean() });
export const TranscriptionDiff = z.object({ against_machine: WordDiff, against_reviewed: WordDiff.nullable() }).meta({ id: "ProductionTranscriptionDiff" });

export const QualificationParams = z.object({ qualification: z.string().regex(/^[a-z0-9-]{1,40}$/, "Must be a qualification name such as transcription-en.") });
export const QualificationTests = z
  .object({
    is_producer: z.boolean(),
    is_in_probation: z.boolean(),
    tasks_done: z.number().int().meta({ description: "The caller's work accepted so far" }),
    accuracy: z.number().nullable().meta({ description: "Share of the caller's accepted work accepted the first time (never returned); null before any" }),
    passing_word_error_rate: z.number(),
    qualifications: z.array(z.object({ qualification: z.string(), language: z.string().nullable(), held: z.boolean(), word_error_rate: z.number().nullable(), test_audio_url: z.string().nullable() })),
  })
  .meta({ id: "ProductionQualificationTests" });
export const QualificationAttemptBody = z.object({ text: SafeText.pipe(z.string().min(1).max(20_000)) }).meta({ id: "ProductionQualificationAttemptBody" });
export const QualificationAttempt = z
  .object({ qualification: z.string(), passed: z.boolean(), word_error_rate: z.number(), passing_word_error_rate: z.number() })
  .meta({ id: "ProductionQualificationAttempt" });

export const PageQuery = z.object({ page_size: z.coerce.number().int().min(1).max(100).default(30), page_token: PageToken.optional() });
export const PayoutIdParams = z.object({ payout_id: ResourceId });
export const PayoutSummary = z
  .object({
    balance_cents: z.number().int(),
    earned_cents: z.number().int(),
    paid_cents: z.number().int(),
    pending_cents: z.number().int(),
    method: z.enum(["stripe_connect", "operator", "none"]),
    payout_account: z.boolean().nullable(),
    agreement_accepted_unix: z.number().int().nullable(),
  })
  .meta({ id: "ProductionPayoutSummary" });
export const ProductionPayout = z
  .object({ payout_id: z.string(), amount_cents: z.number().int(), provider: z.string(), state: z.string(), transfer_id: z.string().nullable(), error: z.string().nullable(), created_at_unix: z.number().int(), paid_at_unix: z.number().int().nullable() })
  .meta({ id: "ProductionPayout" });
export const ProductionPayoutPage = z.object({ payouts: z.array(ProductionPayout), has_more: z.boolean(), next_page_token: z.string().nullable() }).meta({ id: "ProductionPayoutPage" });
export const ProductionEarningPage = z
  .object({
    earnings: z.array(z.object({ earning_id: z.string(), task_id: z.string(), order_id: z.string(), role: z.string(), amount_cents: z.number().int(), paid: z.boolean(), payout_id: z.string().nullable(), created_at_unix: z.number().int() })),
    has_more: z.boolean(),
    next_page_token: z.string().nullable(),
  })
  .meta({ id: "ProductionEarningPage" });

export const ProfileHandleBody = z.object({ handle: z.string().max(64) }).meta({ id: "ProducerProfileHandleBody" });
export const ProfileHandleParams = z.object({ handle: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a profile handle.") });
export const ProducerProfile = z
  .object({
    handle: z.string(),
    name: z.string(),
    languages: z.array(z.string()),
    qualifications: z.array(z.string()),
    tasks_done: z.number().int(),
    accuracy: z.number().nullable().meta({ description: "Share of accepted work accepted the first time (never returned)" }),
    in_probation: z.boolean(),
    producer_since_unix: z.number().int(),
  })
  .meta({ id: "ProducerProfile" });
