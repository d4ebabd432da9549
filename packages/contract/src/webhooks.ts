import { z } from "zod";
import { WEBHOOK_EVENT_INPUTS, WEBHOOK_URL_MAX_LENGTH } from "@vocable/domain";
import { PageToken, ResourceId, SingleLineText } from "./strings";

/**
 * Workspace webhooks in the shapes of the pinned SDK (`client.webhooks.*`:
 * WorkspaceWebhookResponseModel, WebhookHmacSettings, the PATCH body), plus two extensions: the
 * delivery log and a test delivery.
 */

/** The events (the domain's list; re-exported for the server). */
export { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookEvent } from "@vocable/domain";

/**
 * What a subscription list may hold: Vocable's event names and the SDK's `WorkspaceWebhookEventType`
 * names (speech_to_text, voice_library_removal_notice map onto Vocable's; agent_qa and flows are
 * refused by the server with a 400 naming them).
 */
export const WebhookEventName = z.enum(WEBHOOK_EVENT_INPUTS);

/** A display name: one line, 1 to 100 characters. */
const WebhookName = SingleLineText.trim().min(1, "Give the webhook a name.").max(100);
/** The URL as written; where it may point is checked by the server (scheme, address). */
const WebhookUrl = SingleLineText.trim().min(1).max(WEBHOOK_URL_MAX_LENGTH);

/** Header names a delivery's own headers use: a webhook cannot replace them. */
export const RESERVED_WEBHOOK_HEADERS = ["content-type", "content-length", "host", "user-agent", "elevenlabs-signature", "connection", "transfer-encoding"] as const;

/** Extra request headers sent with each delivery: at most 10, token names, one-line values. */
const RequestHeaders = z
  .record(
    z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/, "A header name is 1 to 64 token characters."),
    z.string().max(1024).regex(/^[\t\x20-\x7e\x80-\xff]*$/, "A header value is one line of printable Latin-1 characters.").optional(),
  )
  .refine((h) => Object.keys(h).length <= 10, "At most 10 request headers.")
  .refine((h) => Object.keys(h).every((name) => !(RESERVED_WEBHOOK_HEADERS as readonly string[]).includes(name.toLowerCase())), {
    message: `These headers are set by the server: ${RESERVED_WEBHOOK_HEADERS.join(", ")}.`,
  });

export const WebhookHmacSettings = z
  .object({
    auth_type: z.literal("hmac"),
    name: WebhookName,
    webhook_url: WebhookUrl,
    request_headers: RequestHeaders.optional(),
    /** Extension: the events to subscribe to at once (the SDK sets them with `update`). */
    events: z.array(WebhookEventName).max(WEBHOOK_EVENT_INPUTS.length).optional(),
  })
  .meta({ id: "WebhookHmacSettings" });

export const CreateWebhookRequest = z
  .object({
    settings: WebhookHmacSettings,
    /** Extension: the events, beside `settings` (where the SDK's `additionalBodyParameters` put them); joined with settings.events. */
    events: z.array(WebhookEventName).max(WEBHOOK_EVENT_INPUTS.length).optional(),
  })
  .meta({ id: "Body_Create_workspace_webhook_v1_workspace_webhooks_post" });
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const CreatedWebhook = z
  .object({ webhook_id: z.string(), webhook_secret: z.string().meta({ description: "The signing secret: shown in this response only." }) })
  .meta({ id: "WorkspaceCreateWebhookResponseModel" });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const UpdateWebhookRequest = z
  .object({
    is_disabled: z.boolean().optional(),
    name: WebhookName.optional(),
    retry_enabled: z.boolean().optional(),
    request_headers: RequestHeaders.optional(),
    events: z.array(WebhookEventName).max(WEBHOOK_EVENT_INPUTS.length).optional(),
    /** Extension: point the webhook somewhere else (checked like at creation). */
    webhook_url: WebhookUrl.optional(),
  })
  .meta({ id: "Body_Update_workspace_webhook_v1_workspace_webhooks__webhook_id__patch" });
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

export const WebhookUsage = z.object({ usage_type: z.string() }).meta({ id: "WorkspaceWebhookUsageResponseModel" });

export const Webhook = z
  .object({
    name: z.string(),
    webhook_id: z.string(),
    webhook_url: z.string(),
    is_disabled: z.boolean(),
    is_auto_disabled: z.boolean(),
    created_at_unix: z.number().int(),
    auth_type: z.literal("hmac"),
    usage: z.array(WebhookUsage),
    /** The SDK's names where it has one (speech_to_text, voice_library_removal_notice), else Vocable's. */
    events: z.array(z.string()),
    most_recent_failure_error_code: z.number().int().nullable(),
    most_recent_failure_timestamp: z.number().int().nullable(),
    /** Extension: whether failed deliveries are retried with backoff. */
    retry_enabled: z.boolean(),
    /** Extension: the names of the extra request headers (their values are not shown again). */
    request_header_names: z.array(z.string()),
  })
  .meta({ id: "WorkspaceWebhookResponseModel" });
export type Webhook = z.infer<typeof Webhook>;

export const WebhookList = z.object({ webhooks: z.array(Webhook) }).meta({ id: "WorkspaceWebhookListResponseModel" });
export type WebhookList = z.infer<typeof WebhookList>;

export const WebhookListQuery = z.object({
  include_usages: z.enum(["true", "false", "1", "0"]).optional(),
});

export const WebhookIdParam = z.object({ webhook_id: ResourceId });

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "retrying", "succeeded", "failed", "skipped"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDelivery = z
  .object({
    delivery_id: z.string(),
    webhook_id: z.string(),
    event: z.string(),
    /** pending (queued), retrying (failed, will try again at next_retry_unix), succeeded, failed (gave up), skipped (the webhook was disabled or its target refused). */
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    response_code: z.number().int().nullable(),
    /** Why the last attempt failed without an HTTP answer (timeout, refused address...). */
    error: z.string().nullable(),
    duration_ms: z.number().int().nullable(),
    attempt: z.number().int(),
    next_retry_unix: z.number().int().nullable(),
    created_at_unix: z.number().int(),
    is_test: z.boolean(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z
  .object({ deliveries: z.array(WebhookDelivery), has_more: z.boolean(), next_page_token: z.string().nullable() })
  .meta({ id: "WebhookDeliveryList" });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookDeliveryListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  page_token: PageToken.optional(),
});

/** The body every delivery sends (the ElevenLabs webhook envelope). */
export interface WebhookPayload {
  type: string;
  event_timestamp: number;
  data: Record<string, unknown>;
}
