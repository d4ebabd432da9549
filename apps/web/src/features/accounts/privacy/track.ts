/**
 * First-party product analytics: `track(name, properties)` queues an event for the server's own
 * table (POST /v1/analytics/events, same origin) when consent allows, and drops it otherwise.
 * Nothing is captured automatically and no input value is ever read: call sites name what
 * happened. Properties named like a credential are dropped; server-only event ids are never sent.
 */
import { ANALYTICS_BATCH_MAX, analyticsEventBlock, scrubEventProperties, storageKey } from "@vocable/domain";
import { api } from "#lib/api";
import { currentConsent } from "./consent-store";

/** A property value the endpoint takes (one flat level). */
export type EventProperty = string | number | boolean | null;

interface QueuedEvent {
  name: string;
  properties: Record<string, EventProperty>;
  path: string;
}

const ANONYMOUS_ID_KEY = storageKey("analytics-id");
/** Events wait this long for company before one request carries them all. */
const FLUSH_DELAY_MS = 2_000;

let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** This browser's random analytics id, made on first use (only ever when consent allows). */
function anonymousId(): string {
  try {
    const existing = window.localStorage.getItem(ANONYMOUS_ID_KEY);
    if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
    const made = crypto.randomUUID();
    window.localStorage.setItem(ANONYMOUS_ID_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** Sends what is queued (in batches the endpoint takes); a failure loses only analytics. */
export function flushAnalytics(opts: { keepalive?: boolean } = {}): void {
  clearTimeout(timer);
  timer = undefined;
  // Consent may have been withdrawn since the events were queued.
  if (currentConsent() !== "granted" && currentConsent() !== "not_applicable") {
    queue = [];
    return;
  }
  while (queue.length > 0) {
    const events = queue.splice(0, ANALYTICS_BATCH_MAX);
    api.POST("/v1/analytics/events", { body: { anonymous_id: anonymousId(), events }, keepalive: opts.keepalive }).catch(
      (error: unknown) => console.warn("analytics events were not recorded", error),
    );
  }
}

/** Records that `name` happened (snake_case, e.g. "sign_up_completed"), if the visitor's consent allows it. */
export function track(name: string, properties: Record<string, EventProperty> = {}): void {
  const blocked = analyticsEventBlock(name, currentConsent());
  if (blocked) {
    if (blocked !== "no_consent") console.warn(`analytics event "${name}" not sent: ${blocked}`);
    return;
  }
  queue.push({ name, properties: scrubEventProperties(properties) as Record<string, EventProperty>, path: window.location.pathname });
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), FLUSH_DELAY_MS);
}

if (typeof window !== "undefined") {
  // The last events of a page that closes still go out.
  window.addEventListener("pagehide", () => flushAnalytics({ keepalive: true }));
}
