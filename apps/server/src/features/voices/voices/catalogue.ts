import type { CatalogueVoice, VoiceCatalogue } from "@vocable/speech";

/** Every voice a workspace can use: the premade catalogue of the embedded engines, then the voices other engines list. */
export function listVoices(catalogue: VoiceCatalogue): readonly CatalogueVoice[] {
  return catalogue.all();
}
