import type { AddVoiceProgressLine } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { addVoice } from "./add-voice";
import type { VoiceForm } from "./read-voice-form";

/** The media type of the answer with progress lines (one JSON object per line). */
export const PROGRESS_LINES_TYPE = "application/x-ndjson";

/** Whether the client asked for progress lines (`Accept: application/x-ndjson`); the SDKs ask for JSON and get the plain answer. */
export function wantsProgressLines(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((part) => part.split(";")[0].trim().toLowerCase() === PROGRESS_LINES_TYPE);
}

/**
 * Instant cloning answered as it goes (Vocable's web app asks for it): {@link addVoice} with each
 * stage sent as a line as it starts, then the voice, or the error (its status and the body the
 * plain call answers with, shaped by `errorAnswer`). The answer starts at once, so a proxy or a
 * browser sees bytes long before the voice is ready. A client that goes away stops the work
 * (nothing is kept, as when the plain call is aborted). The stream owns the form: it disposes of it.
 */
export function streamAddVoice(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "config" | "log" | "jobs">,
  principal: Principal,
  form: VoiceForm,
  opts: { signal: AbortSignal; errorAnswer: (err: unknown) => Response },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const onAbort = () => stop.abort(opts.signal.reason);
  opts.signal.addEventListener("abort", onAbort, { once: true });
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: AddVoiceProgressLine) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      void (async () => {
        try {
          const added = await addVoice(deps, principal, form, stop.signal, (progress) => send({ type: "progress", ...progress }));
          send({ type: "done", voice_id: added.voiceId, requires_verification: added.requiresVerification });
        } catch (err) {
          if (!stop.signal.aborted) {
            const answer = opts.errorAnswer(err);
            send({ type: "error", status: answer.status, body: await answer.json().catch(() => null) });
          }
        } finally {
          opts.signal.removeEventListener("abort", onAbort);
          await form.form.dispose().catch((err: unknown) => deps.log.warn("could not remove an upload", err));
          if (open) controller.close();
          open = false;
        }
      })();
    },
    cancel(reason) {
      open = false;
      stop.abort(reason ?? new Error("the client stopped reading"));
    },
  });
}
