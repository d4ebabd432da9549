import type { Principal } from "#platform/app-env";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { findOwnTranscript, type TranscriptRow } from "../repo";

const notFound = () => new AppError("transcript_not_found", 404, "There is no transcript with this id.");

/** The caller's own transcript; 404 for an unknown id, another member's or another workspace's. */
export async function getTranscript(db: Db, principal: Principal, id: string): Promise<TranscriptRow> {
  const row = await findOwnTranscript(db, principal, id);
  if (!row) throw notFound();
  return row;
}

/** How often a waiting request looks at the transcript. */
const WAIT_POLL_MS = 200;

/**
 * Waits until the transcript is no longer processing (the job may run on any instance, so the row
 * is what is watched). Rejects with 499-like client_closed_request when `signal` aborts: the job
 * goes on and the transcript stays readable by its id.
 */
export async function waitForTranscript(db: Db, principal: Principal, id: string, signal: AbortSignal): Promise<TranscriptRow> {
  for (;;) {
    const row = await getTranscript(db, principal, id);
    if (row.status !== "processing") return row;
    if (signal.aborted) throw new AppError("client_closed_request", 400, "The client closed the connection; the transcript goes on and can be read by its id.");
    await new Promise<void>((resolve) => {
      // The listener goes with the poll it belongs to: a long wait adds no listener per poll.
      const onAbort = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => (signal.removeEventListener("abort", onAbort), resolve()), WAIT_POLL_MS);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }
}
