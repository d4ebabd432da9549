import type { ResolvedVoiceSettings, VoiceSettings } from "@vocable/contract";

/** The settings a voice uses until the workspace edits them (ElevenLabs' defaults). */
export const DEFAULT_VOICE_SETTINGS: ResolvedVoiceSettings = {
  stability: 0.5,
  similarity_boost: 0.75,
  style: 0,
  use_speaker_boost: true,
  speed: 1,
};

/** Fills the fields a request left out from the base settings. */
export function resolveVoiceSettings(base: ResolvedVoiceSettings, given: VoiceSettings | null | undefined): ResolvedVoiceSettings {
  return {
    stability: given?.stability ?? base.stability,
    similarity_boost: given?.similarity_boost ?? base.similarity_boost,
    style: given?.style ?? base.style,
    use_speaker_boost: given?.use_speaker_boost ?? base.use_speaker_boost,
    speed: given?.speed ?? base.speed,
  };
}
