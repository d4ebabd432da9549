import os from "node:os";

/** Nice value for background threads: below the event loop, which answers the cheap requests. */
const BACKGROUND_NICE = 10;

/**
 * Lowers the scheduling priority of the calling worker thread only. On Linux, setpriority() with
 * pid 0 (what os.setPriority does by default) applies to the calling thread, not the process, so
 * synthesis and encoding yield the CPU to the event loop when cores are scarce: a TTS load then
 * slows other TTS requests rather than every other endpoint. Elsewhere it is a harmless no-op.
 */
export function lowerThreadPriority(): void {
  if (process.platform !== "linux") return;
  try {
    os.setPriority(BACKGROUND_NICE);
  } catch {
    // Not permitted in this environment: run at normal priority.
  }
}
