/**
 * The ways to add a voice, as the "Add a new voice" chooser lists them. A way is offered when
 * the voice lab gives it a handler (all four do: instant clone and voice design open dialogs,
 * professional clone and voice library open their pages); one without shows "Coming soon".
 * Adding one is an entry here and a handler in the voice lab page.
 */
export type VoiceCreationKind = "instantClone" | "professionalClone" | "voiceDesign" | "voiceLibrary";

export interface VoiceCreationOption {
  kind: VoiceCreationKind;
  title: string;
  description: string;
}

export const VOICE_CREATION_OPTIONS: readonly VoiceCreationOption[] = [
  { kind: "instantClone", title: "Instant voice clone", description: "Clone a voice from a short recording or a few audio files, in seconds." },
  { kind: "professionalClone", title: "Professional voice clone", description: "Train a voice on 30 minutes or more of clean recordings of one speaker." },
  { kind: "voiceDesign", title: "Voice design", description: "Describe a voice in words and choose from the voices made for it." },
  { kind: "voiceLibrary", title: "Voice library", description: "Add a voice that others have shared to your voices." },
];
