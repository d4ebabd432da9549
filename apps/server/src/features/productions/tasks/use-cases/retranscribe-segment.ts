import { isPunctuated, restorePunctuation } from "@vocable/domain";
import { fairRecognize } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { chooseRecognizer } from "#features/speech/speech-to-text/use-cases/choose-recognizer";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";
import { saveTaskSegments } from "../repo";
import { readWorkSpan } from "../work-audio";
import { requireWorkingTask } from "./require-working-task";

/** POST …/transcription/retranscribe-segment: one segment's span recognised again by the best recogniser of its language; its text becomes what was heard. */
export async function retranscribeSegment(deps: Pick<AppDeps, "db" | "storage" | "speech">, principal: Principal, userId: string, taskId: string, segmentId: string, signal: AbortSignal) {
  const working = await requireWorkingTask(deps, principal, userId, taskId, { changing: true, audio: true });
  const segment = working.task.segments.find((s) => s.id === segmentId);
  if (!segment) throw new AppError("invalid_request", 400, `The transcript has no segment ${segmentId}.`);
  const language = working.description.language;
  const { engine } = chooseRecognizer(deps.speech.engines, "scribe_v1", language);
  const recognize = fairRecognize(deps.speech.recognitionScheduler, { kind: engine.kind, recognize: engine.recognize }, userId);
  const heard = await recognize(await readWorkSpan(deps, working.media, segment.start, segment.end), { language, signal }).catch((err: unknown) => Promise.reject(speechError(err)));
  const words = restorePunctuation(heard.words, language, { punctuated: isPunctuated(heard.words) });
  const text = words.length ? words.map((w) => w.text).join(" ") : heard.text.trim();
  const segments = working.task.segments.map((s) => (s.id === segmentId ? { ...s, text } : s));
  const saved = await saveTaskSegments(deps.db, userId, taskId, segments);
  if (!saved) throw new AppError("production_task_state", 409, "The task changed meanwhile: its transcript can no longer be changed.");
  return saved;
}
