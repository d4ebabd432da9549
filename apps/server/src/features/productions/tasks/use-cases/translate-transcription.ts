import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";
import { requireWorkingTask } from "./require-working-task";

/**
 * POST …/transcription/translate: machine translations of the segments named (every segment when
 * none) from the task's language (a dub review's: the source's) into `to`, as suggestions the
 * producer takes or not (nothing is saved). 400 naming what is missing without a translation engine.
 */
export async function translateTranscription(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, userId: string, taskId: string, body: { to: string; from?: string; segment_ids?: string[] }, signal: AbortSignal) {
  const working = await requireWorkingTask(deps, principal, userId, taskId, { changing: false, audio: false });
  const from = body.from ?? working.description.language;
  const wanted = new Set(body.segment_ids ?? []);
  const segments = working.task.segments.filter((s) => wanted.size === 0 || wanted.has(s.id));
  if (from === body.to) return { segments: segments.map((s) => ({ id: s.id, text: s.text })) };
  const translator = deps.speech.engines.translator(from, body.to);
  if (!translator?.translate) {
    throw new AppError("no_translation_engine", 400, `Translating ${from} into ${body.to} needs a translation engine, and none installed here translates that pair (README, "Adding engines").`);
  }
  try {
    const { texts } = await translator.translate({ texts: segments.map((s) => s.text), from, to: body.to, context: "Lines of a transcript, checked by a person.", signal });
    return { segments: segments.map((s, i) => ({ id: s.id, text: texts[i] ?? s.text })) };
  } catch (err) {
    throw speechError(err);
  }
}
