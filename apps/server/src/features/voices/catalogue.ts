import { findPremadeVoice, PREMADE_VOICES, type PremadeVoice } from "@vocable/speech";
import { AppError } from "../../platform/errors";

/** Every voice a workspace can use. Today: the premade catalogue built from the embedded engines. */
export function listVoices(): readonly PremadeVoice[] {
  return PREMADE_VOICES;
}

/** The voice, or a 404 voice_not_found. */
export function requireVoice(voiceId: string): PremadeVoice {
  const voice = findPremadeVoice(voiceId);
  if (!voice) throw new AppError("voice_not_found", 404, `A voice with the voice_id ${voiceId} was not found.`);
  return voice;
}
