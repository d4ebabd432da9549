import { speakerEmbeddingAvailable, warmVoiceApproximation } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";

/**
 * Readies instant cloning in this process without holding up the start: where no cloning engine
 * is installed (clones are approximated on the embedded engines), the candidate voices every
 * English sample is compared with are spoken and embedded once now, one at a time, so the first
 * clone after a start waits only for the work its own sample needs (measured in
 * bench/voice-cloning.ts). The speaker model is loaded on the way. Returns the function that stops it.
 */
export function startVoiceCloningWarmUp(deps: Pick<AppDeps, "speech" | "log">): () => void {
  if (deps.speech.cloningEngines().length > 0 || !speakerEmbeddingAvailable()) return () => {};
  const stop = new AbortController();
  const started = performance.now();
  warmVoiceApproximation(deps.speech, "en", stop.signal)
    .then((count) => deps.log.debug(`instant cloning: ${count} candidate voices judged ahead in ${Math.round(performance.now() - started)} ms`))
    .catch((err: unknown) => {
      if (!stop.signal.aborted) deps.log.warn("instant cloning: the candidate voices could not be judged ahead; the first clone will judge them", err);
    });
  return () => stop.abort(new Error("the server is stopping"));
}
