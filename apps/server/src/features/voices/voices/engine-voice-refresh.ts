import type { AppDeps } from "#platform/app-env";

/** How often each process lists the engines' voices again (a remote server may add or drop voices). */
export const ENGINE_VOICE_REFRESH_EVERY_MS = 5 * 60_000;

/** Lists the voices of every engine with a synthesizer or conversion voices now; a failing engine keeps its last listing and is logged. */
export async function refreshEngineVoices(deps: Pick<AppDeps, "speech" | "log">): Promise<void> {
  for (const failure of await deps.speech.voices.refresh()) {
    deps.log.warn(`could not list the voices of engine ${failure.engineId}; its last listing is kept: ${failure.error}`);
  }
}

/**
 * Lists the engines' voices at once (without holding up the start: a remote engine that is down
 * would) and then every five minutes, in this process. Returns the function that stops it. Without
 * remote or local-model engines there is nothing to list and no timer.
 */
export function startEngineVoiceRefresh(deps: Pick<AppDeps, "speech" | "log">, everyMs = ENGINE_VOICE_REFRESH_EVERY_MS): () => void {
  if (!deps.speech.engines.list().some((e) => e.synthesizer ?? e.conversionVoices)) return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    refreshEngineVoices(deps)
      .catch((err: unknown) => deps.log.warn("listing the engines' voices failed", err))
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
