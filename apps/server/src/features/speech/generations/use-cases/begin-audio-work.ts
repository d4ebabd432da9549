import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { settleGeneration, type GenerationOutcome } from "./settle-generation";
import { beginGeneration } from "./begin-generation";

/** Audio work charged by its length (domain audio-metering.ts). */
export interface AudioWork {
  source: "audio_isolation" | "forced_alignment";
  /** Characters charged (isolation: 1,000 a minute). */
  characters: number;
  /** Seconds charged to the speech-to-text allowance (forced alignment). */
  audioSeconds: number;
}

/** A running piece of audio work: end it once, as done (the charge stands) or failed (all given back). */
export interface AudioWorkTicket {
  /** Aborts when the server stops the work (shutdown). */
  signal: AbortSignal;
  done(): Promise<void>;
  failed(): Promise<void>;
  /** Ended part-way (a client that stopped reading): only `characters` of the charge stand. */
  partial(characters: number): Promise<void>;
}

/**
 * Admits and charges audio work through the generation ledger, exactly as text to speech is: under
 * the workspace row lock the tier's concurrency (shared with text to speech) and the quotas are
 * checked, the charge and a `started` generation are written together, and this process renews it
 * until it ends. Work that fails, or that a killed process leaves, is refunded whole; work a
 * client stopped reading part-way keeps the part it was sent.
 */
export async function beginAudioWork(deps: Pick<AppDeps, "db" | "generations" | "metrics">, principal: Principal, work: AudioWork): Promise<AudioWorkTicket> {
  const id = newId();
  await beginGeneration(deps.db, {
    id,
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    apiKeyId: principal.apiKeyId,
    cost: work.characters,
    audioSeconds: work.audioSeconds,
    source: work.source,
    modelId: work.source,
    instanceId: deps.generations.instanceId,
    leaseMs: deps.generations.leaseMs,
    item: () => null,
  });
  deps.metrics.charactersCharged.inc(work.characters);
  const controller = new AbortController();
  let ended: Promise<void> | null = null;
  const end = (outcome: GenerationOutcome) => {
    ended ??= (async () => {
      deps.generations.delete(id);
      const settled = await settleGeneration(deps.db, id, outcome);
      if (settled?.refunded) deps.metrics.charactersRefunded.inc(settled.refunded);
    })();
    return ended;
  };
  deps.generations.add(id, async () => {
    controller.abort(new Error("the server is shutting down"));
    await end({ state: "refunded" });
  });
  return {
    signal: controller.signal,
    done: () => end({ state: "delivered" }),
    failed: () => end({ state: "refunded" }),
    partial: (characters) => end({ state: "partial", characters: Math.min(characters, work.characters), text: "", alignment: null, keepItem: false }),
  };
}
