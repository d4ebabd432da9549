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
};
