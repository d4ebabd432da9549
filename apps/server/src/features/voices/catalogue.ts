import type { CatalogueVoice, VoiceCatalogue } from "@vocable/speech";
import { AppError } from "../../platform/errors";

/** Every voice a workspace can use: the premade catalogue of the embedded engines, then the voices other engines list. */
export function listVoices(catalogue: VoiceCatalogue): readonly CatalogueVoice[] {
  return catalogue.all();
}

/** The voice, or a 404 voice_not_found. */
export function requireVoice(catalogue: VoiceCatalogue, voiceId: string): CatalogueVoice {
  const voice = catalogue.find(voiceId);
  if (!voice) throw new AppError("voice_not_found", 404, `A voice with the voice_id ${voiceId} was not found.`);
  return voice;
}
