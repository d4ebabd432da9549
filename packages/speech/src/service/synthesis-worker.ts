/**
 * Worker thread entry: owns one eSpeak-NG instance and one Flite instance (kept for the life of
 * the thread; Flite's compiled module and initial memory come from the pool, shared by its
 * threads). Requests are handled strictly one at a time.
 *
 * A thread loads the engines it is given (`workerData`: those of the pieces it was started for, or
 * the warm engines) before it reports ready, and any other when a piece first needs it: a Flite
 * piece no longer waits for eSpeak NG's start (about a second), nor the reverse.
 */
import { parentPort, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "../runtime/lower-thread-priority";
import { setFliteProgramSource, type FliteProgram } from "../engines/flite-engine";
import { synthesizePiece, warmUpEngines, type PieceRequest, type WarmEngine } from "./synthesize-piece";

export type WorkerRequest =
  | { type: "piece"; id: number; request: PieceRequest }
  /** The pool's answer to "flite-program-wanted": Flite to share, or why it could not be loaded. */
  | { type: "flite-program"; program?: FliteProgram; error?: string };
export type WorkerReply =
  | { type: "ready" }
  | { type: "flite-program-wanted" }
  | { type: "done"; id: number; samples: Int16Array; sampleRate: number; alignment: PieceResultAlignment }
  | { type: "failed"; id: number; message: string };
type PieceResultAlignment = Awaited<ReturnType<typeof synthesizePiece>>["alignment"];
/** What the pool starts a thread with. */
export interface SynthesisWorkerData {
  /** Engines to load before reporting ready; none: load each on first use. */
  warmUp?: WarmEngine[];
  /** A thread kept warm: warm its engines up until their code is compiled (see warmUpEngines). */
  thorough?: boolean;
}

const port = parentPort;
if (!port) throw new Error("synthesis-worker must run in a worker thread");
lowerThreadPriority();

let fliteProgram: { resolve: (program: FliteProgram) => void; reject: (error: Error) => void } | undefined;
setFliteProgramSource(
  () =>
    new Promise<FliteProgram>((resolve, reject) => {
      fliteProgram = { resolve, reject };
      port.postMessage({ type: "flite-program-wanted" } satisfies WorkerReply);
    }),
);

const data = (workerData as SynthesisWorkerData | null) ?? {};
let queue: Promise<unknown> = warmUpEngines(data.warmUp ?? [], data.thorough)
  .catch(() => {
    // A failed warm-up shows up again, with its message, on the first real request.
  })
  .then(() => port.postMessage({ type: "ready" } satisfies WorkerReply));

port.on("message", (message: WorkerRequest) => {
  if (message.type === "flite-program") {
    if (message.program) fliteProgram?.resolve(message.program);
    else fliteProgram?.reject(new Error(message.error ?? "Flite could not be loaded"));
    fliteProgram = undefined;
    return;
  }
  queue = queue.then(async () => {
    try {
      const result = await synthesizePiece(message.request);
      const reply: WorkerReply = { type: "done", id: message.id, ...result };
      // Transfer the audio instead of copying it.
      port.postMessage(reply, [result.samples.buffer as ArrayBuffer]);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      port.postMessage({ type: "failed", id: message.id, message: text } satisfies WorkerReply);
    }
  });
});
