/**
 * The events a workspace webhook can subscribe to. The SDK's `WorkspaceWebhookEventType` names
 * ElevenLabs products this server does not have; these name what happens here, in the same
 * spirit. Member and voice events are emitted by the features that make them happen.
 */
export const WEBHOOK_EVENTS = [
  "generation.completed",
  "history_item.deleted",
  "workspace_member.joined",
  "workspace_member.left",
  "voice.added",
  "voice.removed",
  "speech_to_text.completed",
  "voice.library_removal_notice",
  "dubbing.completed",
  "dubbing.failed",
  "production_order.completed",
  "production_order.cancelled",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event type of a test delivery (not subscribable). */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** What each event means, for the people picking them. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  "generation.completed": "A text-to-speech generation finished (whole, or cut short by its client)",
  "history_item.deleted": "A history item was deleted",
  "workspace_member.joined": "Someone joined the workspace",
  "workspace_member.left": "Someone left the workspace",
  "voice.added": "A voice was added",
  "voice.removed": "A voice was removed",
  "speech_to_text.completed": "A transcript asked for with webhook=true finished (completed or failed)",
  "voice.library_removal_notice": "A voice library voice this workspace copied is being removed by its owner (the copy stops working at the end of the notice period)",
  "dubbing.completed": "A dub is ready in all its languages",
  "dubbing.failed": "A dub failed (its characters were given back)",
  "production_order.completed": "A productions order's human-checked work is all delivered",
  "production_order.cancelled": "A paid productions order was cancelled or ran past its deadline (its undelivered work refunded)",
};

/**
 * The SDK's `WorkspaceWebhookEventType` names and the Vocable event each means. `agent_qa` and
 * `flows` name ElevenLabs products (conversational agents, flows) that Vocable does not have.
 */
export const SDK_WEBHOOK_EVENTS = {
  speech_to_text: "speech_to_text.completed",
  voice_library_removal_notice: "voice.library_removal_notice",
  agent_qa: null,
  flows: null,
} as const satisfies Record<string, WebhookEvent | null>;
export type SdkWebhookEvent = keyof typeof SDK_WEBHOOK_EVENTS;

/** Every name a subscription list may hold: Vocable's events and the SDK's names. */
export const WEBHOOK_EVENT_INPUTS = [...WEBHOOK_EVENTS, ...(Object.keys(SDK_WEBHOOK_EVENTS) as SdkWebhookEvent[])] as const;
export type WebhookEventInput = WebhookEvent | SdkWebhookEvent;

/** Why each SDK name without a Vocable event cannot be subscribed. */
const MISSING_PRODUCT: Record<string, string> = {
  agent_qa: "conversational agents",
  flows: "flows",
};

/**
 * The Vocable events a subscription list means, without repeats: the SDK's names mapped to
 * Vocable's, Vocable's own kept. A name of a product Vocable does not have is an error naming it.
 */
export function toWebhookEvents(names: readonly WebhookEventInput[]): { ok: WebhookEvent[] } | { error: string } {
  const events = new Set<WebhookEvent>();
  for (const name of names) {
    const event = name in SDK_WEBHOOK_EVENTS ? SDK_WEBHOOK_EVENTS[name as SdkWebhookEvent] : (name as WebhookEvent);
    if (event === null) {
      const subscribable = WEBHOOK_EVENT_INPUTS.filter((n) => !(n in SDK_WEBHOOK_EVENTS) || SDK_WEBHOOK_EVENTS[n as SdkWebhookEvent] !== null);
      return { error: `The event '${name}' cannot be subscribed: Vocable has no ${MISSING_PRODUCT[name] ?? name}. Subscribable events: ${subscribable.join(", ")}.` };
    }
    events.add(event);
  }
  return { ok: [...events] };
}

/** A subscribed event as the API lists it: the SDK's name where the SDK has one, else Vocable's. */
export function webhookEventForApi(event: string): string {
  for (const [sdkName, ours] of Object.entries(SDK_WEBHOOK_EVENTS)) if (ours === event) return sdkName;
  return event;
}
