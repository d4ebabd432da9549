/** The thread procedural sounds render in: started on the first request, let go of when idle. */
import type { Worker } from "node:worker_threads";
import { NoSoundRecipeError, type GeneratedSound, type SoundRequest } from "../engines/conversion-types";
import { spawnWorker } from "../runtime/spawn-worker";
import type { SoundWorkerReply } from "./sound-worker";

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (sound: GeneratedSound) => void; reject: (err: Error) => void }>();

function failAll(error: Error): void {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
  worker = null;
}

function thread(): Worker {
  if (worker) return worker;
  const started = spawnWorker(new URL("./sound-worker.ts", import.meta.url), "vocable-sound");
  started.on("message", (reply: SoundWorkerReply) => {
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref(); // an idle worker must not keep the process alive
    if (!request) return;
    if ("sound" in reply) request.resolve(reply.sound);
    else if (reply.understood) request.reject(new NoSoundRecipeError(reply.error, reply.understood));
    else request.reject(new Error(reply.error));
  });
  started.on("error", failAll);
  started.on("exit", (code) => failAll(new Error(`the sound-effect worker exited with code ${code}`)));
  worker = started;
  return started;
}

/**
 * Renders `request` in the sound thread (requests render one after another). An aborted request
 * is refused before it starts; one already rendering finishes and its answer is dropped.
 */
export function renderInThread(request: SoundRequest): Promise<GeneratedSound> {
  const { signal, ...rest } = request;
  signal?.throwIfAborted();
  const id = ++nextId;
  const running = thread();
  running.ref();
  return new Promise<GeneratedSound>((resolve, reject) => {
    const onAbort = () => reject(signal!.reason instanceof Error ? signal!.reason : new Error("aborted"));
    // The listener goes with the answer: a long-lived signal (a socket's) does not gather one per sound.
    const settle = <T,>(done: (value: T) => void) => (value: T) => {
      signal?.removeEventListener("abort", onAbort);
      done(value);
    };
    pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
    signal?.addEventListener("abort", onAbort, { once: true });
    running.postMessage({ id, request: rest });
  });
}
