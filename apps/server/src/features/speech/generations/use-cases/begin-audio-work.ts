import type { PendingHistoryItem } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import type { Charge } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { settleGeneration, type GenerationOutcome, type ItemChanges } from "./settle-generation";
import { beginGeneration } from "./begin-generation";

/** Audio work charged by its length (domain audio-metering.ts). */
export interface AudioWork {
  /** Speech to speech (STS), sound effects (SFX), isolation, forced alignment. */
  source: "audio_isolation" | "forced_alignment" | "STS" | "SFX";
  /** Characters charged (isolation and speech to speech: 1,000 a minute). */
  characters: number;
  /** Seconds charged to the speech-to-text allowance (forced alignment). */
  audioSeconds: number;
  /** Seconds reserved from the sound-effect allowance (sound effects). */
  soundEffectSeconds?: number;
  /** The voice and model asked for, for usage statistics (default: the source as the model). */
  voiceId?: string;
  modelId?: string;
  /** The history item the work becomes when it is delivered (its id is the generation's); default none. */
  item?: (charge: Charge, id: string) => PendingHistoryItem | null;
}

/** A running piece of audio work: end it once, as done (the charge stands) or failed (all given back). */
export interface AudioWorkTicket {
  /** The generation's id (its history item's too, when it has one). */
  id: string;
  /** The workspace's character count before and after the charge. */
  charge: Charge;
  /** Aborts when the server stops the work (shutdown). */
  signal: AbortSignal;
  /**
   * `soundEffectSeconds`: the seconds of sound made, when fewer than were reserved (the rest goes
   * back); `item`: what the history item learns only now (what a voice changer heard, what a sound is).
   */
  done(made?: { soundEffectSeconds?: number; item?: ItemChanges }): Promise<void>;
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
  const charge = await beginGeneration(deps.db, {
    id,
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    apiKeyId: principal.apiKeyId,
    cost: work.characters,
    audioSeconds: work.audioSeconds,
    soundEffectSeconds: work.soundEffectSeconds,
    source: work.source,
    voiceId: work.voiceId,
    modelId: work.modelId ?? work.source,
    instanceId: deps.generations.instanceId,
    leaseMs: deps.generations.leaseMs,
    item: (charge) => work.item?.(charge, id) ?? null,
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
    id,
    charge,
    signal: controller.signal,
    done: (made) => end({ state: "delivered", soundEffectSeconds: made?.soundEffectSeconds, item: made?.item }),
    failed: () => end({ state: "refunded" }),
    partial: (characters) => end({ state: "partial", characters: Math.min(characters, work.characters), text: "", alignment: null, keepItem: false }),
  };
}
