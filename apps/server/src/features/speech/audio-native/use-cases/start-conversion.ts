import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { CONVERT_ARTICLE_JOB, convertJobKey } from "../jobs/convert-article";
import type { NewAudioNativeRow } from "../repo";

/**
 * The row changes that start a conversion of the project's current text as a new snapshot (a
 * conversion in progress is superseded: its job stops at its next piece), charged to `principal`.
 */
export function conversionChanges(principal: Principal, publish: boolean): Pick<NewAudioNativeRow, "status" | "convertingSnapshotId" | "convertingUserId" | "publishWhenConverted" | "conversionError"> {
  return { status: "processing", convertingSnapshotId: newId(), convertingUserId: principal.userId, publishWhenConverted: publish, conversionError: null };
}

/** Queues the job of a conversion the row now records (once per snapshot). */
export async function queueConversion(deps: Pick<AppDeps, "jobs">, projectId: string, snapshotId: string): Promise<void> {
  await deps.jobs.enqueue(CONVERT_ARTICLE_JOB, { projectId, snapshotId }, { idempotencyKey: convertJobKey(snapshotId) });
}
