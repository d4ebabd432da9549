import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { deleteOwnTranscript } from "../repo";

/**
 * Deletes the caller's own transcript and its audio; a job still recognising it stops at its next
 * piece. 404 for an unknown id, another member's or another workspace's.
 */
export async function deleteTranscript(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, id: string): Promise<void> {
  const row = await deleteOwnTranscript(deps.db, principal, id);
  if (!row) throw new AppError("transcript_not_found", 404, "There is no transcript with this id.");
  // The row is gone first: a failure here leaves a file the daily orphan sweep removes.
  await deps.storage.delete(row.audioKey);
}
