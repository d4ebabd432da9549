import { diffableWords, diffWords } from "@vocable/domain";
import type { ProductionSegment } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { requireWorkingTask } from "./require-working-task";

const wordsOf = (segments: readonly ProductionSegment[]) => segments.flatMap((s) => diffableWords(s.text));

/** GET …/transcription/diff: what the producer changed against the machine transcript, and against the last reviewed version (when one was reviewed). */
export async function diffTranscription(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string) {
  const { task, description } = await requireWorkingTask(deps, principal, userId, taskId, { changing: false, audio: false });
  const current = wordsOf(task.segments);
  return {
    against_machine: diffWords(wordsOf(description.machineSegments), current),
    against_reviewed: description.reviewedSegments ? diffWords(wordsOf(description.reviewedSegments), current) : null,
  };
}
