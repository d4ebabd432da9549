import type { Webhook, WebhookDelivery, WebhookDeliveryStatus } from "@vocable/contract";
import { webhookEventForApi } from "@vocable/domain";
import type { DeliveryRow, WebhookRow } from "./repo";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A webhook URL as a member who cannot change webhooks sees it: `scheme://host/…`, the path and
 * query (where receivers often put a token) and any user info hidden, whatever the URL had.
 */
export function maskWebhookUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}/…`;
  } catch {
    return "…";
  }
}

/**
 * A webhook in the SDK's WorkspaceWebhookResponseModel shape (never its secret or header values).
 * The full URL only for `fullUrl` callers (those who may change webhooks: policy.ts).
 */
export function presentWebhook(row: WebhookRow, fullUrl: boolean): Webhook {
  return {
    name: row.name,
    webhook_id: row.id,
    webhook_url: fullUrl ? row.url : maskWebhookUrl(row.url),
    is_disabled: row.isDisabled,
    is_auto_disabled: row.isAutoDisabled,
    created_at_unix: unix(row.createdAt),
    auth_type: "hmac",
    // ElevenLabs lists the products using a webhook; here the workspace's events are the one use.
    usage: [],
    // The SDK's WorkspaceWebhookEventType names where it has the event, Vocable's for the rest.
    events: row.events.map(webhookEventForApi),
    most_recent_failure_error_code: row.lastFailureAt ? (row.lastFailureCode ?? 0) : null,
    most_recent_failure_timestamp: row.lastFailureAt ? unix(row.lastFailureAt) : null,
    retry_enabled: row.retryEnabled,
    request_header_names: row.requestHeaderNames,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    delivery_id: row.id,
    webhook_id: row.webhookId,
    event: row.event,
    status: row.status as WebhookDeliveryStatus,
    response_code: row.responseCode,
    error: row.error,
    duration_ms: row.durationMs,
    attempt: row.attempt,
    next_retry_unix: row.nextRetryAt ? unix(row.nextRetryAt) : null,
    created_at_unix: unix(row.createdAt),
    is_test: row.isTest,
  };
}
