import { availableParallelism } from "node:os";
import type { EngineKind } from "../engines/engine-registry";
import { FairScheduler } from "../runtime/fair-scheduler";
import type { Align, Recognize } from "./recognition-types";

/**
 * The process's one scheduler of recognition work (transcription pieces, captcha checks, forced
 * alignment) on this machine's cores: queues per workspace served in turn. `slots`: the larger of
 * 2 and cores − 1 run at once; one workspace takes at most slots − 1 of them, so another
 * workspace's request always finds a slot (or waits for at most one piece) however much work the
 * first has queued. On 2 cores: two at once, one per workspace.
 */
export function createRecognitionScheduler(cores = availableParallelism()): FairScheduler {
  const slots = Math.max(2, cores - 1);
  return new FairScheduler({ slots, perQueue: slots - 1 });
}

/** Work of a remote engine runs on its server, bounded by its own guard: it does not wait for a local turn. */
const runsHere = (engine: { kind: EngineKind }) => engine.kind !== "remote";

/** `engine`'s recognition with each call waiting for `queue`'s turn in `scheduler` (when it runs here). */
export function fairRecognize(scheduler: FairScheduler, engine: { kind: EngineKind; recognize: Recognize }, queue: string): Recognize {
  if (!runsHere(engine)) return engine.recognize;
  return (samples, opts) => scheduler.run(queue, () => engine.recognize(samples, opts), opts.signal);
}

/** `engine`'s forced alignment with each call waiting for `queue`'s turn in `scheduler` (when it runs here). */
export function fairAlign(scheduler: FairScheduler, engine: { kind: EngineKind; align: Align }, queue: string): Align {
  if (!runsHere(engine)) return engine.align;
  return (samples, text, opts) => scheduler.run(queue, () => engine.align(samples, text, opts), opts.signal);
}
