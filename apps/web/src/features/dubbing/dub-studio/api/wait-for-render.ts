import type { DubbingResource } from "@vocable/contract";
import { UserFacingError } from "#lib/handle-error";
import { renderOutcome } from "../studio-view";
import { fetchDubResource } from "./dub-resource-calls";

/** How often the resource is read while a render runs. */
export const RENDER_POLL_MS = 1000;
/** How long a render is waited for before the page stops following it (it goes on on the server). */
const RENDER_WAIT_MS = 15 * 60_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Reads the dub's resource every second until the render is complete (answers the resource then)
 * or failed (throws the server's reason); `onResource` gets each reading, so the page follows it.
 */
export async function waitForRender(dubbingId: string, renderId: string, signal: AbortSignal, onResource: (resource: DubbingResource) => void): Promise<DubbingResource> {
  const deadline = Date.now() + RENDER_WAIT_MS;
  for (;;) {
    await pause(RENDER_POLL_MS, signal);
    const resource = await fetchDubResource(dubbingId, signal);
    onResource(resource);
    const outcome = renderOutcome(resource, renderId);
    if (outcome.state === "complete") return resource;
    if (outcome.state === "failed") throw new UserFacingError(outcome.error);
    if (Date.now() > deadline) throw new UserFacingError("The render is taking longer than expected. It goes on on the server: reload this page later to see it.");
  }
}
