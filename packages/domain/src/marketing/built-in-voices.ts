/**
 * The built-in voices and languages as the public pages (/languages, /showcase) describe them.
 * The web app cannot import the speech package, so this is a copy of the facts it needs from
 * `packages/speech/src/voices/premade-voices.ts` and `voice-design.ts`; the server's
 * `features/marketing/built-in-voices.test.ts` fails when the two drift apart.
 */

/** One voice of the built-in catalogue. */
export interface BuiltInVoice {
  /** The voice id every installation gives it (its preview: `/v1/voices/{voiceId}/preview.mp3`). */
  voiceId: string;
  name: string;
  /** BCP 47 locale, e.g. en-GB. */
  locale: string;
  accent: string;
  gender: "female" | "male";
  engine: "flite" | "espeak-ng";
}

/** The built-in voices, in the catalogue's order. */
export const BUILT_IN_VOICES: readonly BuiltInVoice[] = [
  { voiceId: "lTCFwOyKDKlOReW4tKO7", name: "Samantha", locale: "en-US", accent: "american", gender: "female", engine: "flite" },
  { voiceId: "itD6MelyPxO9DmHMX6ig", name: "Richard", locale: "en-US", accent: "american", gender: "male", engine: "flite" },
  { voiceId: "VZbP8U1iNdkQ4ThjORQK", name: "Alasdair", locale: "en-GB", accent: "scottish", gender: "male", engine: "flite" },
  { voiceId: "0IuAAy1LI7YwTMzUVmMj", name: "Kenneth", locale: "en-US", accent: "american", gender: "male", engine: "flite" },
  { voiceId: "L6xFHTDRVvkXGGjuopAU", name: "Oliver", locale: "en-GB", accent: "british", gender: "male", engine: "espeak-ng" },
  { voiceId: "Ej3zlj5Z5wUiTfx7Lh80", name: "Emily", locale: "en-US", accent: "american", gender: "female", engine: "espeak-ng" },
  { voiceId: "o2ZmnG3irpYYgRUQeAHk", name: "Camille", locale: "fr-FR", accent: "french", gender: "female", engine: "espeak-ng" },
  { voiceId: "6jyb9QW36Pyx6c1ATw4m", name: "Lukas", locale: "de-DE", accent: "german", gender: "male", engine: "espeak-ng" },
  { voiceId: "qgW3uCJyglkyLYPNoieB", name: "Lucia", locale: "es-ES", accent: "spanish", gender: "female", engine: "espeak-ng" },
  { voiceId: "78l3ZLjtnKcsyNUlHtCl", name: "Marco", locale: "it-IT", accent: "italian", gender: "male", engine: "espeak-ng" },
  { voiceId: "rMmCoWQs9JJprAt92Fr5", name: "Beatriz", locale: "pt-BR", accent: "brazilian", gender: "female", engine: "espeak-ng" },
  { voiceId: "2fBNZYM7FXv9PjjkSgmE", name: "Daan", locale: "nl-NL", accent: "dutch", gender: "male", engine: "espeak-ng" },
  { voiceId: "zOx4bD4GfzzO6mnMOTTb", name: "Zofia", locale: "pl-PL", accent: "polish", gender: "female", engine: "espeak-ng" },
  { voiceId: "3e4b4xCi38HpCYnBYrj2", name: "Arjun", locale: "hi-IN", accent: "indian", gender: "male", engine: "espeak-ng" },
  { voiceId: "S4WQEfcSoY5iQ17lGS6k", name: "Astrid", locale: "sv-SE", accent: "swedish", gender: "female", engine: "espeak-ng" },
  { voiceId: "PtEGTAotYVdGbplTFqgI", name: "Dmitri", locale: "ru-RU", accent: "russian", gender: "male", engine: "espeak-ng" },
];

/**
 * Languages voice design reaches without a built-in voice of their own (ISO 639-1): eSpeak NG
 * reads them with a designed voice (speech's voice-design.ts, its `NATIONS` words).
 */
export const DESIGN_ONLY_LANGUAGES: readonly string[] = ["ja", "zh", "ko", "ar", "tr", "el", "cs", "fi", "da", "nb", "hu", "ro", "uk", "vi", "id", "he"];

/** The engine's name as people know it. */
export const ENGINE_NAMES: Readonly<Record<BuiltInVoice["engine"], string>> = { flite: "Flite", "espeak-ng": "eSpeak NG" };

/** One language of the built-in voices with the voices that speak it. */
export interface BuiltInLanguage {
  /** ISO 639-1. */
  language: string;
  voices: readonly BuiltInVoice[];
}

/** The languages of the built-in voices, in the catalogue's order of first appearance. */
export function builtInLanguages(voices: readonly BuiltInVoice[] = BUILT_IN_VOICES): BuiltInLanguage[] {
  const byLanguage = new Map<string, BuiltInVoice[]>();
  for (const voice of voices) {
    const language = voice.locale.split("-")[0];
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), voice]);
  }
  return [...byLanguage].map(([language, list]) => ({ language, voices: list }));
}

/** Where a voice's preview is served (public, no key needed). */
export function voicePreviewPath(voiceId: string): string {
  return `/v1/voices/${voiceId}/preview.mp3`;
}
