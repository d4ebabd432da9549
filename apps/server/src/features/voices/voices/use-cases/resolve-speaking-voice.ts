import { PREMADE_VOICES, findPremadeVoice, type CatalogueVoice, type VoiceRendering } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import type { StoredRendering } from "#db/schema/index";
import { findVoiceRowAnywhere, type VoiceRow } from "../repo";
import { findVoice } from "./find-voice";

/** What text to speech needs of a voice: its name and category for history, and how to speak it. */
export interface SpeakingVoice {
  voiceId: string;
  name: string;
  category: "premade" | "cloned" | "generated" | "professional";
  /**
   * The catalogue voice it is spoken by, for the model and pronunciation checks: itself, or for
   * a workspace voice on the embedded engines its base voice. Null for a voice of a cloning or
   * fine-tuned engine (its model comes from `engineId`).
   */
  catalogueVoice: CatalogueVoice | null;
  engineId: string | null;
  rendering?: VoiceRendering;
}

/** Reference recordings read from storage, kept while in use (small WAVs). */
const references = new Map<string, Promise<Uint8Array>>();
const MAX_REFERENCES = 32;

async function loadReference(deps: Pick<AppDeps, "storage">, key: string): Promise<Uint8Array> {
  let cached = references.get(key);
  if (!cached) {
    cached = deps.storage.get(key).then((bytes) => {
      if (!bytes) throw new AppError("voice_unavailable", 409, "This voice's reference recording is missing from storage; add its samples again.");
      return bytes;
    });
    cached.catch(() => references.delete(key));
    references.set(key, cached);
    if (references.size > MAX_REFERENCES) references.delete(references.keys().next().value!);
  }
  return cached;
}

/** Turns a stored rendering into one the speech service speaks (reading a reference recording from storage). */
export async function toVoiceRendering(deps: Pick<AppDeps, "storage">, rendering: StoredRendering): Promise<VoiceRendering | null> {
  switch (rendering.kind) {
    case "embedded":
      return rendering;
    case "reference":
      return { kind: "reference", engineId: rendering.engineId, language: rendering.language, reference: { wav: await loadReference(deps, rendering.referenceKey) } };
    case "engine-voice":
      return rendering;
    case "none":
      return null;
  }
}

/** Forgets a reference recording (its voice was edited or deleted). */
export function forgetReference(key: string): void {
  references.delete(key);
}

/** Refuses a workspace voice that cannot speak now: banned, not trained yet, its library original removed. */
export function checkVoiceUsable(row: VoiceRow): void {
  if (row.safetyControl === "BAN") {
    throw new AppError("voice_banned", 403, `The voice ${row.name} has been blocked by the operators of this server and cannot be used for generation.`);
  }
  if (row.sourceRemovedAt && row.sourceRemovedAt.getTime() <= Date.now()) {
    throw new AppError("voice_unavailable", 409, `The voice ${row.name} was removed from the voice library by its owner and can no longer be used.`);
  }
  if (row.rendering.kind === "none") {
    throw new AppError("voice_unavailable", 409, `The professional voice ${row.name} has not been trained yet: add samples, verify it and start its training first.`);
  }
}

/** The voice text to speech speaks with, or 404 / 403 / 409 with the reason it cannot. */
export async function resolveSpeakingVoice(deps: Pick<AppDeps, "db" | "speech" | "storage">, principal: Principal, voiceId: string): Promise<SpeakingVoice> {
  const found = await findVoice(deps, principal, voiceId);
  if (found.kind === "catalogue") {
    const v = found.voice;
    return { voiceId: v.voiceId, name: v.name, category: "premade", catalogueVoice: v, engineId: null };
  }
  const { row } = found;
  checkVoiceUsable(row);
  // A library copy speaks as its original does now (kept linked: the owner's retraining reaches
  // it, and so does an operator's ban); its own snapshot serves once the original is gone.
  const original = row.copiedFromVoiceId ? await findVoiceRowAnywhere(deps.db, row.copiedFromVoiceId) : null;
  if (original) checkVoiceUsable({ ...original, name: row.name, sourceRemovedAt: row.sourceRemovedAt });
  const rendering = (await toVoiceRendering(deps, original?.rendering ?? row.rendering))!;
  const base = rendering.kind === "embedded" ? (findPremadeVoice(rendering.baseVoiceId) ?? PREMADE_VOICES[0]!) : null;
  return {
    voiceId: row.id,
    name: row.name,
    category: row.category as SpeakingVoice["category"],
    catalogueVoice: base,
    engineId: rendering.kind === "embedded" ? null : rendering.engineId,
    rendering,
  };
}
