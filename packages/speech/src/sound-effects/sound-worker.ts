/**
 * Sound-effect worker thread: renders procedural sounds one request at a time, off the event loop
 * (a 30 s sound is up to a second and a half of CPU).
 */
import { parentPort } from "node:worker_threads";
import { NoSoundRecipeError, type GeneratedSound, type SoundRequest } from "../engines/conversion-types";
import { lowerThreadPriority } from "../runtime/lower-thread-priority";
import { generateProceduralSound } from "./generate";

export interface SoundWorkerRequest {
  id: number;
  request: Omit<SoundRequest, "signal">;
}

export type SoundWorkerReply =
  | { id: number; sound: GeneratedSound }
  | { id: number; error: string; understood?: readonly string[] };

const port = parentPort;
if (!port) throw new Error("sound-worker must run in a worker thread");
lowerThreadPriority();

port.on("message", ({ id, request }: SoundWorkerRequest) => {
  let reply: SoundWorkerReply;
  try {
    reply = { id, sound: generateProceduralSound(request) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    reply = err instanceof NoSoundRecipeError ? { id, error: message, understood: err.understood } : { id, error: message };
  }
  port.postMessage(reply, "sound" in reply ? [reply.sound.samples.buffer as ArrayBuffer] : []);
});
