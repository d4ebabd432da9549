import type { SoundGenerationRequest } from "@vocable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { queryKeys } from "#lib/query-keys";
import { soundErrorText, stopsTheRest } from "../sound-error";
import { randomSeed, variationSeeds } from "../variation-seeds";
import { NO_VARIATIONS, variationsProgress, variationsReducer, type VariationsState } from "../variations";
import { generateSound, type GeneratedSound } from "./generate-sound";

export type SoundRequest = Omit<SoundGenerationRequest, "seed">;

/**
 * Generate: four variations of one prompt (seeds s..s+3 for a random s), asked for one after the
 * other so a plan's concurrency limit is never hit, each card filling in as its sound arrives. A
 * prompt without a recipe or a spent allowance ends the Generate with the server's message; a new
 * Generate or leaving the page aborts the one in flight. The subscription (seconds left) and the
 * sound history are read again afterwards.
 */
export function useGenerateVariations() {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(variationsReducer<GeneratedSound>, NO_VARIATIONS as VariationsState<GeneratedSound>);
  const current = useRef<{ run: number; controller: AbortController } | null>(null);

  const generate = useCallback(
    (request: SoundRequest) => {
      current.current?.controller.abort();
      const run = (current.current?.run ?? 0) + 1;
      const controller = new AbortController();
      current.current = { run, controller };
      const seeds = variationSeeds(randomSeed());
      dispatch({ type: "start", run, seeds });
      void (async () => {
        for (const [index, seed] of seeds.entries()) {
          if (controller.signal.aborted) return;
          dispatch({ type: "begin", run, index });
          try {
            const result = await generateSound({ ...request, seed }, controller.signal);
            dispatch({ type: "done", run, index, result });
          } catch (error) {
            if (controller.signal.aborted) return;
            const text = soundErrorText(error);
            dispatch({ type: "failed", run, index, error: text });
            if (stopsTheRest(text.kind)) break;
          }
        }
        if (current.current?.controller === controller) current.current = null;
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        void queryClient.invalidateQueries({ queryKey: queryKeys.soundEffectHistory });
      })();
    },
    [queryClient],
  );

  // Leaving the page stops the Generate in flight.
  useEffect(() => () => current.current?.controller.abort(), []);

  return { state, generate, progress: variationsProgress(state) };
}
