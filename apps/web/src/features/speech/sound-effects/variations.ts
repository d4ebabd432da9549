/**
 * The four variations of one Generate as the page shows them, each filling in as its answer
 * arrives: a pure state machine (table-tested) the hook drives with the requests' outcomes.
 */
import { stopsTheRest, type SoundErrorText } from "./sound-error";

export type Variation<R> =
  | { status: "waiting"; seed: number }
  | { status: "generating"; seed: number }
  | { status: "done"; seed: number; result: R }
  | { status: "failed"; seed: number; message: string }
  /** Not asked for: an earlier variation's failure ended the Generate (no recipe, allowance spent). */
  | { status: "skipped"; seed: number };

export interface VariationsState<R> {
  /** Each Generate's number: answers of an earlier one are ignored. */
  run: number;
  variations: Variation<R>[];
  /** The failure that ended the Generate, shown once above the cards. */
  stopped: SoundErrorText | null;
}

export type VariationsEvent<R> =
  | { type: "start"; run: number; seeds: readonly number[] }
  | { type: "begin"; run: number; index: number }
  | { type: "done"; run: number; index: number; result: R }
  | { type: "failed"; run: number; index: number; error: SoundErrorText }
  | { type: "clear" };

export const NO_VARIATIONS: VariationsState<never> = { run: 0, variations: [], stopped: null };

/** The next state; an event of another run than the current one changes nothing. */
export function variationsReducer<R>(state: VariationsState<R>, event: VariationsEvent<R>): VariationsState<R> {
  if (event.type === "clear") return { run: state.run, variations: [], stopped: null };
  if (event.type === "start") return { run: event.run, variations: event.seeds.map((seed) => ({ status: "waiting", seed })), stopped: null };
  if (event.run !== state.run) return state;
  const current = state.variations[event.index];
  if (!current) return state;
  const replace = (next: Variation<R>) => state.variations.map((v, i) => (i === event.index ? next : v));
  switch (event.type) {
    case "begin":
      return current.status === "waiting" ? { ...state, variations: replace({ status: "generating", seed: current.seed }) } : state;
    case "done":
      return { ...state, variations: replace({ status: "done", seed: current.seed, result: event.result }) };
    case "failed": {
      if (!stopsTheRest(event.error.kind)) return { ...state, variations: replace({ status: "failed", seed: current.seed, message: event.error.message }) };
      // The others would fail the same way: those not asked for yet are skipped, the message shows once.
      const variations = state.variations.map((v, i): Variation<R> => (i === event.index || v.status === "waiting" || v.status === "generating" ? { status: "skipped", seed: v.seed } : v));
      return { ...state, variations, stopped: state.stopped ?? event.error };
    }
  }
}

/** Whether a variation may still be asked for (not skipped by a failure that ended the Generate). */
export function shouldAsk<R>(state: VariationsState<R>, run: number, index: number): boolean {
  return state.run === run && state.variations[index]?.status === "waiting";
}

/** How far the Generate is: finished variations (done, failed or skipped) of all of them. */
export function variationsProgress<R>(state: VariationsState<R>): { finished: number; total: number; busy: boolean } {
  const finished = state.variations.filter((v) => v.status === "done" || v.status === "failed" || v.status === "skipped").length;
  return { finished, total: state.variations.length, busy: finished < state.variations.length };
}
