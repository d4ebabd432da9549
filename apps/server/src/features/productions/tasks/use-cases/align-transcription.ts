import { fairAlign, NothingToAlignError, type TextAlignment } from "@vocable/speech";
import type { ProductionSegment } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { NO_ALIGNER_MESSAGE } from "#features/speech/forced-alignment/use-cases/align-upload";
import { saveTaskSegments } from "../repo";
import { readWorkSpan } from "../work-audio";
import { requireWorkingTask, type WorkingTask } from "./require-working-task";

/** Audio around a segment given to the aligner, so a word said a little before or after its time is found. */
export const ALIGN_MARGIN_SECONDS = 0.5;

/** Each segment's words placed in the audio around it (forced alignment), with their times in the media; null for a segment the aligner found nothing of. */
export async function alignSegments(deps: Pick<AppDeps, "storage" | "speech">, working: WorkingTask, segments: readonly ProductionSegment[], signal: AbortSignal): Promise<(TextAlignment["words"] | null)[]> {
  const engine = deps.speech.engines.aligner();
  if (!engine) throw new AppError("no_alignment_engine", 503, NO_ALIGNER_MESSAGE);
  const align = fairAlign(deps.speech.recognitionScheduler, { kind: engine.kind, align: engine.align }, working.task.producerId);
  const out: (TextAlignment["words"] | null)[] = [];
  for (const s of segments) {
    const from = Math.max(0, s.start - ALIGN_MARGIN_SECONDS);
    const to = Math.min(working.media.durationSeconds, s.end + ALIGN_MARGIN_SECONDS);
    if (!s.text.trim()) {
      out.push(null);
      continue;
    }
    try {
      const { words } = await align(await readWorkSpan(deps, working.media, from, to), s.text, { signal });
      out.push(words.length ? words.map((w) => ({ ...w, start: from + w.start, end: from + w.end })) : null);
    } catch (err) {
      if (!(err instanceof NothingToAlignError)) throw err;
      out.push(null);
    }
  }
  return out;
}

/**
 * POST …/transcription/align: the edited text of the segments named (every segment when none)
 * placed in the media by forced alignment, each segment's times moved to its words'. A segment
 * the aligner finds nothing of keeps its times. Saved to the working copy.
 */
export async function alignTranscription(deps: Pick<AppDeps, "db" | "storage" | "speech">, principal: Principal, userId: string, taskId: string, segmentIds: readonly string[], signal: AbortSignal) {
  const working = await requireWorkingTask(deps, principal, userId, taskId, { changing: true, audio: true });
  const wanted = new Set(segmentIds);
  const targets = working.task.segments.filter((s) => wanted.size === 0 || wanted.has(s.id));
  for (const id of wanted) if (!working.task.segments.some((s) => s.id === id)) throw new AppError("invalid_request", 400, `The transcript has no segment ${id}.`);
  const aligned = await alignSegments(deps, working, targets, signal);
  const times = new Map(targets.map((s, i) => [s.id, aligned[i]]));
  const segments = working.task.segments.map((s) => {
    const words = times.get(s.id);
    return words ? { ...s, start: round(words[0]!.start), end: round(Math.max(words.at(-1)!.end, words[0]!.start + 0.01)) } : s;
  });
  const saved = await saveTaskSegments(deps.db, userId, taskId, segments);
  if (!saved) throw new AppError("production_task_state", 409, "The task changed meanwhile: its transcript can no longer be changed.");
  return saved;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
