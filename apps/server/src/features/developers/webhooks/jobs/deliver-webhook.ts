import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { backoffDelay, defineJob, type JobKind } from "#platform/jobs/job-types";
import { findDeliveryWithWebhook, recordAttempt } from "../repo";
import { attemptDelivery } from "../use-cases/attempt-delivery";

export const WEBHOOK_DELIVER_JOB = "webhook.deliver";
/** Five attempts, a minute apart at first and doubling (1, 2, 4, 8 minutes): about a quarter of an hour. */
export const WEBHOOK_DELIVERY_ATTEMPTS = 5;
export const WEBHOOK_RETRY_BASE_MS = 60_000;

const Payload = z.object({ deliveryId: z.string().min(1).max(64) });
type Payload = z.infer<typeof Payload>;

/** A failed attempt that will be retried: the runner runs the job again after its backoff. */
export class WebhookAttemptFailed extends Error {}

/** The idempotency key of a delivery's job: enqueueing it twice makes one job. */
export function deliveryJobKey(deliveryId: string): string {
  return `${WEBHOOK_DELIVER_JOB}:${deliveryId}`;
}

/**
 * The `webhook.deliver` job: one delivery (a row of webhook_delivery) per job, its attempts being
 * the job's runs with exponential backoff. Idempotent per delivery: a delivery that already
 * succeeded, failed for good or was skipped is not sent again (a job that runs twice), and one
 * whose webhook is gone or disabled is skipped. The last attempt records the failure instead of
 * throwing, so a receiver that is down does not fill the operators' dead jobs.
 */
export function deliverWebhookJob(deps: Pick<AppDeps, "db" | "auth" | "config" | "mailer" | "log">, opts: { retryBaseMs?: number } = {}): JobKind<Payload> {
  const backoffMs = opts.retryBaseMs ?? WEBHOOK_RETRY_BASE_MS;
  return defineJob({
    name: WEBHOOK_DELIVER_JOB,
    payload: Payload,
    attempts: WEBHOOK_DELIVERY_ATTEMPTS,
    backoffMs,
    handler: async ({ deliveryId }, ctx) => {
      const found = await findDeliveryWithWebhook(deps.db, deliveryId);
      if (!found) return;
      const { delivery, webhook } = found;
      if (delivery.status !== "pending" && delivery.status !== "retrying") return;
      if (webhook.isDisabled || webhook.isAutoDisabled) {
        await recordAttempt(deps.db, delivery.id, { status: "skipped", nextRetryAt: null, error: "the webhook is disabled" });
        return;
      }
      const last = !webhook.retryEnabled || ctx.attempt >= WEBHOOK_DELIVERY_ATTEMPTS;
      const retryAt = last ? null : new Date(Date.now() + backoffDelay(backoffMs, ctx.attempt));
      const outcome = await attemptDelivery(deps, webhook, delivery, { retryAt, signal: ctx.signal });
      if (!outcome.ok && !last && !outcome.refused) {
        throw new WebhookAttemptFailed(`delivery ${deliveryId} attempt ${outcome.delivery.attempt} failed: ${outcome.delivery.error ?? ""}`);
      }
    },
  });
}
