import { z } from "zod";
import { ORDER_ITEM_KINDS } from "@vocable/domain";
import { orNull } from "./or-null";
import { ResourceId, SafeText, SingleLineText, shortToken } from "./strings";

/**
 * The customer side of the productions marketplace (issue 29 §1): the pinned SDK's
 * `productions.orders.*`. A workspace orders human-checked work on its own media: it registers
 * media, sets items (a transcription, subtitles, a dub review), sees each item's quote, submits
 * (charged through the billing provider) and receives the deliverables. Fields marked Vocable are
 * extensions the SDK does not send or read.
 */

/** An order's states (the SDK's OrderState). Vocable's orders go open → submitted → paid → accepted → done, or cancelled / expired. */
export const ORDER_STATES = ["open", "submitted", "paid", "accepted", "rejected", "done", "cancelling", "cancelled", "expired", "merged"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Where a media file came from: an upload, a URL, or the workspace's history item, transcript or dub (Vocable). */
export const ORDER_MEDIA_SOURCES = ["upload", "url", "history", "transcript", "dub"] as const;

/** At most this many media files, and this many items, on one order. */
export const MAX_ORDER_MEDIA = 50;
export const MAX_ORDER_ITEMS = 50;
/** The longest media file an order takes (seconds). */
export const MAX_ORDER_MEDIA_SECONDS = 3 * 3600;
/** The list's offset paging (the SDK sends offset) goes this deep at most. */
export const MAX_ORDER_LIST_OFFSET = 10_000;
export const MAX_ORDER_DESTINATION_LANGUAGES = 10;

const Language = shortToken(16).meta({ description: "ISO 639-1 (en) or 639-3 (eng); a region suffix (es-ES) is ignored" });
const Instructions = SafeText.max(2000, "At most 2,000 characters.");
const MediaIds = z.array(ResourceId).min(1, "Name at least one media_id.").max(MAX_ORDER_MEDIA, `At most ${MAX_ORDER_MEDIA} media.`);
const Destinations = z.array(Language).max(MAX_ORDER_DESTINATION_LANGUAGES, `At most ${MAX_ORDER_DESTINATION_LANGUAGES} languages.`);
export const OrderName = SingleLineText.trim().min(1, "The name must not be empty.").max(200, "At most 200 characters.");
const IsoDateTime = z.iso.datetime({ offset: true });

/** How subtitles are cut (CueOptionsRequest): max_duration_ms, max_chars_per_line × max_lines_per_cue and min_duration_ms shape the cues; the rest are kept for the producers. */
export const CueOptions = z
  .object({
    min_duration_ms: z.number().int().min(0).max(10_000).optional(),
    max_duration_ms: z.number().int().min(500).max(30_000).optional(),
    max_lines_per_cue: z.number().int().min(1).max(3).optional(),
    max_chars_per_line: z.number().int().min(10).max(100).optional(),
    max_chars_per_s: z.number().min(5).max(50).optional(),
    min_gap_between_cues_frames: z.number().int().min(0).max(30).optional(),
  })
  .refine((o) => o.min_duration_ms === undefined || o.max_duration_ms === undefined || o.min_duration_ms <= o.max_duration_ms, {
    message: "min_duration_ms must not be more than max_duration_ms.",
    path: ["min_duration_ms"],
  })
  .meta({ id: "CueOptionsRequest" });
export type CueOptions = z.infer<typeof CueOptions>;

export const TranscriptionOrderItem = z
  .object({ kind: z.literal("transcription"), media_ids: MediaIds, source_language: Language, verbatim: z.boolean().optional(), instructions: Instructions.optional() })
  .meta({ id: "TranscriptionOrderItemRequest" });

export const SubtitleOrderItem = z
  .object({
    kind: z.literal("subtitles"),
    media_ids: MediaIds,
    source_language: Language,
    destination_languages: Destinations.meta({ description: "Languages of the subtitles besides the source's (empty: the source language only)" }),
    cue_options: CueOptions.optional(),
    sdh: z.boolean().optional(),
    instructions: Instructions.optional(),
  })
  .meta({ id: "SubtitleOrderItemRequest" });

export const DubOrderItem = z
  .object({
    kind: z.literal("dub"),
    media_id: ResourceId.meta({ description: "A media file registered from one of the workspace's dubs (dubbing_id)" }),
    source_language: Language,
    destination_languages: Destinations.min(1, "Name at least one of the dub's languages to review."),
    include_captions: z.boolean(),
    include_source_captions: z.boolean(),
    instructions: Instructions.optional(),
    captions_sdh: z.boolean().optional(),
  })
  .meta({ id: "DubOrderItemRequest" });

export const OrderItemRequest = z.discriminatedUnion("kind", [TranscriptionOrderItem, SubtitleOrderItem, DubOrderItem]).meta({ id: "OrderItemRequest" });
export type OrderItemRequest = z.infer<typeof OrderItemRequest>;

export const UpsertOrderItemBody = z
  .object({ request: z.object({ item: OrderItemRequest, item_id: ResourceId.optional() }).meta({ id: "UpsertOrderItemRequest" }) })
  .meta({ id: "BodyUpsertOrderItemV1ProductionsOrdersOrderIdItemsPost" });
export type UpsertOrderItemBody = z.infer<typeof UpsertOrderItemBody>;

export const CreateOrderRequest = z
  .object({ sandbox: z.boolean().optional(), name: OrderName.optional().meta({ description: "Vocable: the order's name (default: Untitled order)" }) })
  .meta({ id: "CreateOrderRequest" });
/** The SDK sends null for create() without arguments. */
export const CreateOrderBody = orNull(CreateOrderRequest);
export const CreateOrderResponse = z.object({ order_id: z.string(), sandbox: z.boolean() }).meta({ id: "CreateOrderResponse" });
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

export const UpdateOrderBody = z
  .object({
    request: z
      .object({
        name: OrderName,
        deadline_at: IsoDateTime.nullable().optional().meta({ description: "Vocable: when the work must be delivered by (ISO 8601, within 90 days); null: no deadline" }),
      })
      .meta({ id: "UpdateOrderRequest" }),
  })
  .meta({ id: "BodyUpdateOrderV1ProductionsOrdersOrderIdPatch" });
export type UpdateOrderBody = z.infer<typeof UpdateOrderBody>;
export const UpdateOrderResponse = z.object({ name: z.string(), deadline_at: z.string().nullable() }).meta({ id: "UpdateOrderResponse" });

/** POST /v1/productions/orders/{order_id}/cancel (Vocable). */
export const CancelOrderRequest = z.object({ reason: SafeText.trim().max(500, "At most 500 characters.").optional() }).meta({ id: "CancelOrderRequest" });
export const CancelOrderBody = orNull(CancelOrderRequest);

export const QuoteInfo = z.object({ amount_usd: z.number() }).meta({ id: "QuoteInfo" });
export const OrderItemInfo = z.object({ item_id: z.string(), item: OrderItemRequest, quote: QuoteInfo }).meta({ id: "OrderItemInfo" });

/** A media file of the order (Vocable: the SDK's OrderResponse has no media list). */
export const OrderMediaInfo = z
  .object({ media_id: z.string(), name: z.string(), content_type: z.string(), language: z.string(), duration_seconds: z.number(), source: z.enum(ORDER_MEDIA_SOURCES) })
  .meta({ id: "OrderMediaInfo" });

const Time = z.string().meta({ description: "ISO 8601" });
export const OrderResponse = z
  .object({
    order_id: z.string(),
    name: z.string(),
    state: z.enum(ORDER_STATES),
    items: z.array(OrderItemInfo),
    total_amount_usd: z.number().meta({ description: "The sum of the items' quotes; what was charged once paid (a sandbox order is never charged)" }),
    sandbox: z.boolean(),
    created_at: Time,
    submitted_at: Time.nullable(),
    paid_at: Time.nullable(),
    accepted_at: Time.nullable(),
    completed_at: Time.nullable(),
    cancel_reason: z.string().nullable(),
    // Vocable.
    deadline_at: Time.nullable(),
    media: z.array(OrderMediaInfo),
    invoice_id: z.string().nullable().meta({ description: "Vocable: the invoice the charge went on (GET /v1/billing/invoices)" }),
    refunded_amount_usd: z.number().meta({ description: "Vocable: what a paid order's cancellation or expiry gave back (its undelivered items)" }),
    refund_id: z.string().nullable().meta({ description: "Vocable: the refund's record (a Stripe credit note, a local credit invoice); null while it is being made" }),
  })
  .meta({ id: "OrderResponse" });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const OrderSummary = z
  .object({
    order_id: z.string(),
    name: z.string(),
    state: z.enum(ORDER_STATES),
    total_amount_usd: z.number(),
    sandbox: z.boolean(),
    submitted_at: Time.nullable(),
    updated_at: Time,
    cancel_reason: z.string().nullable(),
    created_at: Time.meta({ description: "Vocable" }),
    deadline_at: Time.nullable().meta({ description: "Vocable" }),
  })
  .meta({ id: "OrderSummary" });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const ListOrdersResponse = z
  .object({ orders: z.array(OrderSummary), has_more: z.boolean().meta({ description: "Vocable: another page follows at offset + page_size" }) })
  .meta({ id: "ListOrdersResponse" });
export type ListOrdersResponse = z.infer<typeof ListOrdersResponse>;

/** A query value sent once or repeated (`status=open&status=paid`), as a list. */
const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.array(schema).max(20)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]) as z.infer<T>[] | undefined);

export const OrdersListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(MAX_ORDER_LIST_OFFSET, `Offset paging goes ${MAX_ORDER_LIST_OFFSET.toLocaleString("en-US")} orders deep at most: narrow the list with start_date and end_date.`).default(0),
  status: oneOrMany(z.enum(ORDER_STATES)),
  start_date: IsoDateTime.optional().meta({ description: "Orders created at or after (ISO 8601)" }),
  end_date: IsoDateTime.optional().meta({ description: "Orders created at or before (ISO 8601)" }),
});
export type OrdersListQuery = z.infer<typeof OrdersListQuery>;

export const SubmitOrderResponse = z.object({ order_id: z.string(), state: z.enum(ORDER_STATES), submitted_at: Time }).meta({ id: "SubmitOrderResponse" });
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;

/** The media register form (multipart) as the SDK sends it, with Vocable's three other sources. */
export const RegisterMediaForm = z
  .object({
    declared_language: z.string().meta({ description: "The media's language (ISO 639-1 or 639-3): one a speech recogniser here knows" }),
    media: z.string().optional().meta({ format: "binary", description: "The audio or video file; or one of the other sources" }),
    media_url: z.string().optional().meta({ description: "A public https URL of the file, fetched by the server (private addresses refused)" }),
    media_url_filename: z.string().optional().meta({ description: "The file's name (required with media_url)" }),
    media_url_content_type: z.string().optional().meta({ description: "An audio/* or video/* type (required with media_url); the type stored is the one the bytes show" }),
    history_item_id: z.string().optional().meta({ description: "Vocable: one of your history items (its audio)" }),
    transcript_id: z.string().optional().meta({ description: "Vocable: one of your speech-to-text transcripts (its audio)" }),
    dubbing_id: z.string().optional().meta({ description: "Vocable: one of the workspace's dubs (its source media); dub items need media registered this way" }),
  })
  .meta({ id: "BodyRegisterMediaV1ProductionsOrdersOrderIdMediaPost" });

export const RegisterMediaResponse = z
  .object({ media_id: z.string(), name: z.string(), content_type: z.string(), language: z.string(), signed_url: z.string(), duration_seconds: z.number() })
  .meta({ id: "RegisterMediaResponse" });
export type RegisterMediaResponse = z.infer<typeof RegisterMediaResponse>;

export const OrderMediaResponse = z
  .object({ media_id: z.string(), name: z.string(), content_type: z.string(), language: z.string(), signed_url: z.string(), duration_seconds: z.number() })
  .meta({ id: "OrderMediaResponse" });

export const UpsertOrderItemResponse = z.object({ item_id: z.string(), quote: QuoteInfo }).meta({ id: "UpsertOrderItemResponse" });
export const RemoveOrderItemResponse = z.object({ success: z.boolean() }).meta({ id: "RemoveOrderItemResponse" });

export const DeliverableInfo = z
  .object({
    signed_url: z.string(),
    content_type: z.string(),
    name: z.string(),
    version: z.number().int(),
    // Vocable: what the file is.
    item_id: z.string(),
    media_id: z.string(),
    language: z.string().meta({ description: "Vocable: the file's language (the media's, a subtitle translation's, a reviewed dub's)" }),
    format: z.string().meta({ description: "Vocable: txt, json, srt or vtt" }),
  })
  .meta({ id: "DeliverableInfo" });
export const OrderDeliverablesResponse = z.object({ deliverables: z.array(DeliverableInfo) }).meta({ id: "OrderDeliverablesResponse" });
export type OrderDeliverablesResponse = z.infer<typeof OrderDeliverablesResponse>;

export const LanguageInfo = z.object({ code: z.string(), label: z.string() }).meta({ id: "LanguageInfo" });
export const LanguagesResponse = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("single"), languages: z.array(LanguageInfo) }).meta({ id: "SingleLanguagesResponse" }),
    z
      .object({ kind: z.literal("pair"), language_pairs: z.array(z.object({ source_language: LanguageInfo, destination_languages: z.array(LanguageInfo) }).meta({ id: "LanguagePairInfo" })) })
      .meta({ id: "PairedLanguagesResponse" }),
  ])
  .meta({ id: "LanguagesResponse" });
export type LanguagesResponse = z.infer<typeof LanguagesResponse>;

export const OrderIdParams = z.object({ order_id: ResourceId });
export const OrderMediaParams = z.object({ order_id: ResourceId, media_id: ResourceId });
export const OrderItemParams = z.object({ order_id: ResourceId, item_id: ResourceId });
export const OrderItemKindParams = z.object({ order_item_kind: z.enum(ORDER_ITEM_KINDS) });
export const DELIVERABLE_FORMATS = ["txt", "json", "srt", "vtt"] as const;
export type DeliverableFormat = (typeof DELIVERABLE_FORMATS)[number];
export const DeliverableParams = z.object({ order_id: ResourceId, item_id: ResourceId, media_id: ResourceId, format: z.enum(DELIVERABLE_FORMATS) });
/** A deliverable's language (a subtitle translation's, a reviewed dub's); the media's own by default. */
export const DeliverableQuery = z.object({ language: shortToken(16).optional() });
