import type { AppDeps } from "#platform/app-env";
import { errorText } from "#platform/jobs/job-kinds";
import { webhookAutoDisabledMessage } from "../emails";
import { autoDisable, countFailure, findAdminEmails, recordAttempt, resetFailures, type DeliveryRow, type WebhookRow } from "../repo";
import { postToTarget, resolveTarget, TargetRefusedError } from "../safe-target";
import { webhookKeyOf, openSecret } from "../secret-box";
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, signatureHeaderValue } from "../signature";

/** An attempt without an answer within this long is a failure (and retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** This many failed attempts in a row (two deliveries' worth of retries) disable a webhook and mail its admins. */
export const AUTO_DISABLE_AFTER_FAILURES = 10;

export type DeliveryDeps = Pick<AppDeps, "db" | "auth" | "config" | "mailer" | "log">;

/** How an attempt ended. */
export type AttemptOutcome = { ok: true; delivery: DeliveryRow } | { ok: false; delivery: DeliveryRow; refused: boolean };

/**
 * Makes one attempt of a delivery: resolves and checks the target (again: an address that became
 * private since the webhook was saved is refused), signs the stored body with a fresh timestamp,
 * POSTs it to the checked address and records status, response code and duration. A 2xx answer
 * is a success. `retryAt` is when the next attempt will run, or null when this one is the last.
 * Test deliveries do not count towards disabling the webhook.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  webhook: WebhookRow,
  delivery: DeliveryRow,
  opts: { retryAt: Date | null; signal?: AbortSignal },
): Promise<AttemptOutcome> {
  const key = await webhookKeyOf(deps.auth);
  const secret = openSecret(key, webhook.secretSealed);
  const extra = webhook.requestHeadersSealed ? (JSON.parse(openSecret(key, webhook.requestHeadersSealed)) as Record<string, string>) : {};
  const attempt = delivery.attempt + 1;
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const target = await resolveTarget(webhook.url, { allowPrivate: deps.config.webhooks.allowPrivateTargets });
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postToTarget(
      target,
      delivery.body,
      {
        ...extra,
        "content-type": "application/json",
        "user-agent": "Vocable-Webhooks/1",
        [SIGNATURE_HEADER]: signatureHeaderValue(secret, delivery.body, timestamp),
        // The same on every attempt of one event: a receiver that got it before can skip a retry.
        [DELIVERY_ID_HEADER]: delivery.id,
      },
      { timeoutMs: WEBHOOK_TIMEOUT_MS, signal: opts.signal },
    );
    status = result.status;
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    refused = err instanceof TargetRefusedError;
    error = errorText(err).slice(0, 500);
  }
  const durationMs = Math.round(performance.now() - started);
  const ok = status !== null && status >= 200 && status < 300;
  // A refused target is not retried: the address will not become public by waiting.
  const final = ok || refused || opts.retryAt === null;
  const row = await recordAttempt(deps.db, delivery.id, {
    status: ok ? "succeeded" : final ? "failed" : "retrying",
    responseCode: status,
    error: ok ? null : (error ?? `HTTP ${status}`),
    durationMs,
    attempt,
    nextRetryAt: final ? null : opts.retryAt,
  });
  const updated = row ?? { ...delivery, attempt };
  if (delivery.isTest) return ok ? { ok, delivery: updated } : { ok, delivery: updated, refused };
  if (ok) {
    await resetFailures(deps.db, webhook.id);
    return { ok, delivery: updated };
  }
  const failures = await countFailure(deps.db, webhook.id, status, new Date());
  if (failures >= AUTO_DISABLE_AFTER_FAILURES) await disableAndTell(deps, webhook.id, status);
  return { ok, delivery: updated, refused };
}

/** Flips the webhook to auto-disabled (once) and mails every admin of its workspace. */
async function disableAndTell(deps: DeliveryDeps, webhookId: string, lastCode: number | null): Promise<void> {
  const disabled = await autoDisable(deps.db, webhookId, AUTO_DISABLE_AFTER_FAILURES);
  if (!disabled) return;
  deps.log.warn(`webhook ${webhookId} disabled after ${disabled.consecutiveFailures} failed attempts in a row`);
  const admins = await findAdminEmails(deps.db, disabled.workspaceId);
  for (const to of admins) {
    const message = webhookAutoDisabledMessage(deps.config.publicUrl, {
      to,
      webhookName: disabled.name,
      webhookUrl: disabled.url,
      failures: disabled.consecutiveFailures,
      lastCode,
    });
    // One e-mail per admin per disabling, even if this runs again.
    await deps.mailer.send(message, { idempotencyKey: `webhook-auto-disabled:${webhookId}:${disabled.lastFailureAt?.getTime() ?? 0}:${to}` });
  }
}
