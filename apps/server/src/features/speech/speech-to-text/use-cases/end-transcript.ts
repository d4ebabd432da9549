import type { Db } from "#db/client";
import { refundAudioSeconds } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { finishTranscript, type TranscriptRow } from "../repo";

/**
 * Ends a transcript still processing, in the caller's transaction: completed with its words, or
 * failed with the reason and its charged seconds given back to the month's allowance. Null when it
 * had already ended (or was deleted).
 */
export async function endTranscript(tx: Db, id: string, result: Parameters<typeof finishTranscript>[2]): Promise<TranscriptRow | null> {
  const finished = await finishTranscript(tx, id, result);
  if (finished && result.status === "failed") await refundAudioSeconds(tx, finished.workspaceId, finished.chargedSeconds);
  return finished;
}
