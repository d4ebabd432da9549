import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { prepareTranslationWork } from "../use-cases/prepare-translation-work";

export const PREPARE_TRANSLATIONS_JOB = "productions.prepare-translations";

const Payload = z.object({ descriptionId: z.string().min(1).max(64) });
type Payload = z.infer<typeof Payload>;

/** Queues the translation work of an accepted transcript (once per transcript, however often it is asked). */
export async function queuePrepareTranslations(deps: Pick<AppDeps, "jobs">, descriptionId: string): Promise<void> {
  await deps.jobs.enqueue(PREPARE_TRANSLATIONS_JOB, { descriptionId }, { idempotencyKey: `${PREPARE_TRANSLATIONS_JOB}:${descriptionId}` });
}

/** The `productions.prepare-translations` job: a subtitles item's other languages made work once its transcript is accepted (prepareTranslationWork). */
export function prepareTranslationsJob(deps: Pick<AppDeps, "db" | "speech">): JobKind<Payload> {
  return defineJob({
    name: PREPARE_TRANSLATIONS_JOB,
    payload: Payload,
    attempts: 3,
    backoffMs: 10_000,
    concurrency: 2,
    ownSlots: true,
    handler: async ({ descriptionId }, ctx) => {
      await prepareTranslationWork(deps, descriptionId, ctx.signal);
    },
  });
}
