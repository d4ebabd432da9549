import type { ResolvedVoiceSettings, Voice } from "@vocable/contract";
import { DEFAULT_MODEL_ID, type CatalogueVoice } from "@vocable/speech";

/** The public URL of a voice's preview (served without credentials, like a CDN file); `origin` is PUBLIC_URL. */
export function previewUrl(origin: string, voiceId: string): string {
  return `${origin}/v1/voices/${voiceId}/preview.mp3`;
}

/**
 * A premade voice in the ElevenLabs Voice shape. The alias of an ElevenLabs premade id is a legacy
 * voice whose `labels.vocable_alias_of` names the catalogue voice that speaks it; a voice that only
 * converts speech (a voice-conversion server's model) has `labels.vocable_converts_only` and no preview.
 */
export function presentVoice(voice: CatalogueVoice, origin: string, settings: ResolvedVoiceSettings | null): Voice {
  // A voice that only converts speech has no spoken preview.
  const preview = voice.convertsOnly ? null : previewUrl(origin, voice.voiceId);
  return {
    voice_id: voice.voiceId,
    name: voice.name,
    category: "premade",
    description: voice.description,
    labels: { ...voice.labels, engine: voice.engine, ...(voice.aliasOf ? { vocable_alias_of: voice.aliasOf } : {}), ...(voice.convertsOnly ? { vocable_converts_only: "true" } : {}) },
    preview_url: preview,
    settings,
    available_for_tiers: [],
    high_quality_base_model_ids: [],
    verified_languages: [
      { language: voice.language, model_id: DEFAULT_MODEL_ID, accent: voice.labels.accent, locale: voice.locale, preview_url: preview },
    ],
    safety_control: null,
    is_owner: false,
    is_legacy: voice.aliasOf !== undefined,
    created_at_unix: null,
    samples: null,
    fine_tuning: null,
    sharing: null,
    voice_verification: null,
    collection_ids: [],
    is_mixed: false,
  };
}
