import { createHmac } from "node:crypto";

/** The header ElevenLabs signs webhooks with, and the SDK's `webhooks.constructEvent` reads. */
export const SIGNATURE_HEADER = "ElevenLabs-Signature";

/** Vocable's own header naming the delivery (the log entry's id), the same on each retry of it. */
export const DELIVERY_ID_HEADER = "Vocable-Delivery-Id";

/**
 * The signature header's value as ElevenLabs makes it: `t=<unix seconds>,v0=<hex HMAC-SHA256 of
 * "<t>.<body>">`, keyed by the webhook's secret as UTF-8 text (what the SDK's helper checks; it
 * refuses a timestamp older than 30 minutes, so each attempt signs anew).
 */
export function signatureHeaderValue(secret: string, body: string, timestampSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v0=${digest}`;
}
