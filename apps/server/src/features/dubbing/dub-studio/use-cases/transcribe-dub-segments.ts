import { isPunctuated, restorePunctuation } from "@vocable/domain";
import { fairRecognize, RECOGNITION_SAMPLE_RATE } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { chooseRecognizer } from "#features/speech/speech-to-text/use-cases/choose-recognizer";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";
import { dubKey, DubWorkspace } from "#features/dubbing/dubs/jobs/dub-workspace";
import { requireFinishedDub } from "#features/dubbing/dubs/use-cases/find-dub";
import { selectSegments } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

/**
 * POST …/transcribe: each segment's span of the separated speech recognised again with the best
 * recogniser of the source language (punctuation restored where the recogniser gives none); the
 * segment's source text becomes what was heard. Translations stay until translated again.
 */
export async function transcribeDubSegments(deps: Pick<AppDeps, "db" | "storage" | "speech">, principal: Principal, dubId: string, segmentIds: readonly string[], signal: AbortSignal) {
  const dub = await requireFinishedDub(deps, principal, dubId);
  const segments = selectSegments(dub, segmentIds);
  const language = dub.sourceLanguage ?? "en";
  const { engine } = chooseRecognizer(deps.speech.engines, "scribe_v1", language);
  const recognize = fairRecognize(deps.speech.recognitionScheduler, { kind: engine.kind, recognize: engine.recognize }, dub.workspaceId);
  const heard = new Map<string, string>();
  const files = await DubWorkspace.open(deps.storage, dub.id);
  try {
    const speech = await files.getPcm(dubKey(dub, "speech.wav"), RECOGNITION_SAMPLE_RATE, signal);
    for (const segment of segments) {
      const span = speech.subarray(Math.floor(segment.start * RECOGNITION_SAMPLE_RATE), Math.ceil(segment.end * RECOGNITION_SAMPLE_RATE));
      const recognition = await recognize(span, { language, signal }).catch((err: unknown) => Promise.reject(speechError(err)));
      const words = restorePunctuation(recognition.words, language, { punctuated: isPunctuated(recognition.words) });
      heard.set(segment.id, words.length ? words.map((w) => w.text).join(" ") : recognition.text.trim());
    }
  } finally {
    await files.close();
  }
  return editDubResource(deps, principal, dubId, (current) => ({
    resource: { ...current.resource, segments: current.resource.segments.map((s) => (heard.has(s.id) ? { ...s, text: heard.get(s.id)! } : s)) },
  }));
}
