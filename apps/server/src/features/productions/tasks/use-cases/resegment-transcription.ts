import { dubSegments } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { saveTaskSegments } from "../repo";
import { alignSegments } from "./align-transcription";
import { requireWorkingTask } from "./require-working-task";

/**
 * POST …/transcription/resegment: the transcript cut again by its pauses and sentence ends (the
 * words placed by forced alignment, then a new segment at a pause of 0.8 s, a sentence's end past
 * the length limits, or a change of speaker); each word keeps its segment's speaker. A segment
 * the aligner finds nothing of stays as it was. Saved to the working copy.
 */
export async function resegmentTranscription(deps: Pick<AppDeps, "db" | "storage" | "speech">, principal: Principal, userId: string, taskId: string, signal: AbortSignal) {
  const working = await requireWorkingTask(deps, principal, userId, taskId, { changing: true, audio: true });
  const segments = working.task.segments;
  const aligned = await alignSegments(deps, working, segments, signal);
  const words = segments.flatMap((s, i) => {
    const placed = aligned[i];
    if (!placed) return [{ text: s.text, start: s.start, end: s.end, speaker_id: s.speaker }];
    const spelled = s.text.split(/\s+/u).filter(Boolean);
    // The aligner's words are the text's words in order; keep the producer's spelling and punctuation.
    return placed.map((w, j) => ({ text: spelled[j] ?? w.text, start: w.start, end: w.end, speaker_id: s.speaker }));
  });
  const cut = dubSegments(words);
  const next = cut.map((c, i) => ({ id: `seg_${String(i + 1).padStart(4, "0")}`, speaker: c.speaker, start: Math.round(c.start * 1000) / 1000, end: Math.round(c.end * 1000) / 1000, text: c.text }));
  const saved = await saveTaskSegments(deps.db, userId, taskId, next);
  if (!saved) throw new AppError("production_task_state", 409, "The task changed meanwhile: its transcript can no longer be changed.");
  return saved;
}
