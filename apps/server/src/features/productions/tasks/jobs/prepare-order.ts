import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { prepareOrderWork } from "../use-cases/prepare-order-work";

export const PREPARE_ORDER_JOB = "productions.prepare-order";
const ATTEMPTS = 3;

const Payload = z.object({ orderId: z.string().min(1).max(64) });
type Payload = z.infer<typeof Payload>;

/** Queues the preparation of a paid order's work (once per order, however often it is asked). */
export async function queuePrepareOrder(deps: Pick<AppDeps, "jobs">, orderId: string): Promise<void> {
  await deps.jobs.enqueue(PREPARE_ORDER_JOB, { orderId }, { idempotencyKey: `${PREPARE_ORDER_JOB}:${orderId}` });
}

/**
 * The `productions.prepare-order` job: a paid order's media recognised by machine, and from each
 * item the task descriptions producers claim (see prepareOrderWork). Retried on failure; the
 * descriptions are written at the end, together, so a retry starts over cleanly.
 */
export function prepareOrderJob(deps: Pick<AppDeps, "db" | "storage" | "speech" | "jobs" | "log">): JobKind<Payload> {
  return defineJob({
    name: PREPARE_ORDER_JOB,
    payload: Payload,
    attempts: ATTEMPTS,
    backoffMs: 5_000,
    concurrency: 2,
    ownSlots: true,
    handler: async ({ orderId }, ctx) => {
      await prepareOrderWork(deps, orderId, ctx.signal);
    },
  });
}
