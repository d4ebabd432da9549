/**
 * The probe: a newly added model is loaded in a child process of its own and made to do a little
 * real work (speech models say their sample text, recognisers decode a second of near-silence,
 * detectors and speaker models take a second of audio). A model that aborts the process, throws,
 * produces no audio or hangs past the timeout is broken, with the reason; the caller never is.
 */
import { HostProcess } from "./host-process";
import type { ModelDescriptor, ProbeFigures } from "./model-descriptor";
import { sherpaLoadFor } from "./sherpa-config";

/** The probe's verdict. */
export type ProbeResult =
  | { ok: true; figures: ProbeFigures; sampleRate: number; numSpeakers: number }
  | { ok: false; reason: string };

export interface ProbeOptions {
  /** For loading and for the work each; default 120 s (large models load slowly from a cold disk). */
  timeoutMs?: number;
}

/** What the probe says, in the model's language when the descriptor gives a sample text. */
function probeText(descriptor: ModelDescriptor): string {
  return descriptor.sampleText ?? "Hello.";
}

/** Loads the model of `descriptor` installed in `dir` in a child process and tries it; never rejects. */
export async function probeModel(dir: string, descriptor: ModelDescriptor, opts: ProbeOptions = {}): Promise<ProbeResult> {
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const started = performance.now();
  let host: HostProcess | undefined;
  try {
    const load = sherpaLoadFor(dir, descriptor);
    const start = await HostProcess.start(load, timeoutMs);
    host = start.host;
    const id = host.newId();
    const sid = descriptor.voices?.[0]?.speakerId ?? 0;
    const answer = host.await(id, timeoutMs, (m) => m.type === "probed", `it did not finish its trial run within ${timeoutMs / 1000} s`);
    host.send({ type: "probe", id, text: probeText(descriptor), sid });
    const probed = await answer;
    const figures: ProbeFigures = { loadSeconds: round(start.loaded.loadSeconds), totalSeconds: 0 };
    if (load.api === "tts") {
      figures.synthesisSeconds = round(Number(probed.workSeconds));
      figures.audioSeconds = round(Number(probed.audioSeconds));
    }
    await host.close();
    figures.totalSeconds = round((performance.now() - started) / 1000);
    return { ok: true, figures, sampleRate: start.loaded.sampleRate, numSpeakers: start.loaded.numSpeakers };
  } catch (err) {
    host?.kill();
    return { ok: false, reason: `the model failed its trial load in a separate process: ${err instanceof Error ? err.message : String(err)}` };
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
