import { ELEVENLABS_PREMADE_VOICES, closestCatalogueVoice } from "./elevenlabs-premade-voices";
import { premadeVoiceId } from "./voice-id";

/** A voice of the built-in catalogue (ElevenLabs "premade" category). */
export interface PremadeVoice {
  /** Stable 20-char [A-Za-z0-9] id (hash of engine + engine voice). */
  voiceId: string;
  /** A human first name, unique in the catalogue. */
  name: string;
  description: string;
  labels: {
    accent: string;
    gender: "male" | "female" | "neutral";
    age: "young" | "middle_aged" | "old";
    use_case: string;
    description: string;
    language: string;
  };
  /** ISO 639-1. */
  language: string;
  locale: string;
  engine: "espeak-ng" | "flite";
  /** The engine's own voice name: a Flite voice (`slt`) or an espeak-ng voice with variant (`roa/fr+f2`). */
  engineVoice: string;
  /** What the voice says in its preview. */
  previewText: string;
  /**
   * For an ElevenLabs premade voice id answered here: the catalogue voice that speaks it (whose
   * engine, voice and language it has). Absent for the catalogue's own voices.
   */
  aliasOf?: string;
}

type Entry = Omit<PremadeVoice, "voiceId" | "labels" | "previewText" | "language"> & {
  accent: string;
  gender: PremadeVoice["labels"]["gender"];
  age: PremadeVoice["labels"]["age"];
  useCase: string;
  quality: string;
};

const PREVIEWS: Record<string, (name: string) => string> = {
  en: (n) => `Hello! I'm ${n}, one of Vocable's built-in voices. Give me any text and I will read it aloud.`,
  fr: (n) => `Bonjour ! Je suis ${n}, une des voix intégrées de Vocable. Donnez-moi un texte et je le lirai à voix haute.`,
  de: (n) => `Hallo! Ich bin ${n}, eine der eingebauten Stimmen von Vocable. Geben Sie mir einen Text, und ich lese ihn vor.`,
  es: (n) => `¡Hola! Soy ${n}, una de las voces integradas de Vocable. Dame un texto y lo leeré en voz alta.`,
  it: (n) => `Ciao! Sono ${n}, una delle voci integrate di Vocable. Dammi un testo e lo leggerò ad alta voce.`,
  pt: (n) => `Olá! Eu sou ${n}, uma das vozes integradas do Vocable. Me dê um texto e eu o leio em voz alta.`,
  nl: (n) => `Hallo! Ik ben ${n}, een van de ingebouwde stemmen van Vocable. Geef me een tekst en ik lees hem voor.`,
  pl: (n) => `Cześć! Jestem ${n}, jeden z wbudowanych głosów Vocable. Daj mi tekst, a przeczytam go na głos.`,
  hi: () => `नमस्ते! मैं अर्जुन हूँ, Vocable की एक अंतर्निहित आवाज़। मुझे कोई भी पाठ दीजिए, मैं उसे पढ़कर सुनाऊँगा।`,
  sv: (n) => `Hej! Jag heter ${n} och är en av Vocables inbyggda röster. Ge mig en text så läser jag upp den.`,
  ru: () => `Здравствуйте! Меня зовут Дмитрий, я один из встроенных голосов Vocable. Дайте мне текст, и я прочитаю его вслух.`,
};

const FLITE = "Flite";
const ESPEAK = "eSpeak NG";

// Descriptions say what the voice is: small, fast, CPU-only engines, not neural voices.
const ENTRIES: Entry[] = [
  { name: "Samantha", engine: "flite", engineVoice: "slt", locale: "en-US", accent: "american", gender: "female", age: "young", useCase: "narration", quality: "clear",
    description: `A US English female voice (${FLITE} statistical parametric synthesis): natural-sounding for its size, slightly buzzy.` },
  { name: "Richard", engine: "flite", engineVoice: "rms", locale: "en-US", accent: "american", gender: "male", age: "middle_aged", useCase: "narration", quality: "deep",
    description: `A US English male voice (${FLITE} statistical parametric synthesis): calm and low, slightly buzzy.` },
  { name: "Alasdair", engine: "flite", engineVoice: "awb", locale: "en-GB", accent: "scottish", gender: "male", age: "middle_aged", useCase: "narration", quality: "warm",
    description: `A Scottish English male voice (${FLITE} statistical parametric synthesis): warm, with a soft burr.` },
  { name: "Kenneth", engine: "flite", engineVoice: "kal16", locale: "en-US", accent: "american", gender: "male", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `A US English male diphone voice (${FLITE}): very fast to render, flat and clearly robotic.` },
  { name: "Oliver", engine: "espeak-ng", engineVoice: "gmw/en", locale: "en-GB", accent: "british", gender: "male", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `A British English male voice (${ESPEAK} formant synthesis): crisp, fast and clearly robotic.` },
  { name: "Emily", engine: "espeak-ng", engineVoice: "gmw/en-US+f3", locale: "en-US", accent: "american", gender: "female", age: "young", useCase: "informative_educational", quality: "robotic",
    description: `A US English female voice (${ESPEAK} formant synthesis): bright, intelligible at high speed, clearly robotic.` },
  { name: "Camille", engine: "espeak-ng", engineVoice: "roa/fr+f2", locale: "fr-FR", accent: "french", gender: "female", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `A French female voice (${ESPEAK} formant synthesis): clear diction, clearly robotic.` },
  { name: "Lukas", engine: "espeak-ng", engineVoice: "gmw/de+m2", locale: "de-DE", accent: "german", gender: "male", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `A German male voice (${ESPEAK} formant synthesis): precise and clearly robotic.` },
  { name: "Lucia", engine: "espeak-ng", engineVoice: "roa/es+f4", locale: "es-ES", accent: "spanish", gender: "female", age: "young", useCase: "informative_educational", quality: "robotic",
    description: `A Castilian Spanish female voice (${ESPEAK} formant synthesis): lively and clearly robotic.` },
  { name: "Marco", engine: "espeak-ng", engineVoice: "roa/it", locale: "it-IT", accent: "italian", gender: "male", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `An Italian male voice (${ESPEAK} formant synthesis): steady and clearly robotic.` },
  { name: "Beatriz", engine: "espeak-ng", engineVoice: "roa/pt-BR+f1", locale: "pt-BR", accent: "brazilian", gender: "female", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `A Brazilian Portuguese female voice (${ESPEAK} formant synthesis): smooth and clearly robotic.` },
  { name: "Daan", engine: "espeak-ng", engineVoice: "gmw/nl", locale: "nl-NL", accent: "dutch", gender: "male", age: "young", useCase: "informative_educational", quality: "robotic",
    description: `A Dutch male voice (${ESPEAK} formant synthesis): brisk and clearly robotic.` },
  { name: "Zofia", engine: "espeak-ng", engineVoice: "zlw/pl+f2", locale: "pl-PL", accent: "polish", gender: "female", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `A Polish female voice (${ESPEAK} formant synthesis): clear and clearly robotic.` },
  { name: "Arjun", engine: "espeak-ng", engineVoice: "inc/hi", locale: "hi-IN", accent: "indian", gender: "male", age: "middle_aged", useCase: "informative_educational", quality: "robotic",
    description: `A Hindi male voice (${ESPEAK} formant synthesis): measured and clearly robotic.` },
  { name: "Astrid", engine: "espeak-ng", engineVoice: "gmq/sv+f5", locale: "sv-SE", accent: "swedish", gender: "female", age: "old", useCase: "informative_educational", quality: "robotic",
    description: `A Swedish female voice (${ESPEAK} formant synthesis): gentle and clearly robotic.` },
  { name: "Dmitri", engine: "espeak-ng", engineVoice: "zle/ru", locale: "ru-RU", accent: "russian", gender: "male", age: "old", useCase: "informative_educational", quality: "robotic",
    description: `A Russian male voice (${ESPEAK} formant synthesis): firm and clearly robotic.` },
];

/** The built-in voices, in display order. */
export const PREMADE_VOICES: readonly PremadeVoice[] = Object.freeze(
  ENTRIES.map(({ accent, gender, age, useCase, quality, ...entry }): PremadeVoice => {
    const language = entry.locale.split("-")[0];
    return Object.freeze({
      ...entry,
      voiceId: premadeVoiceId(entry.engine, entry.engineVoice),
      language,
      labels: Object.freeze({ accent, gender, age, use_case: useCase, description: quality, language }),
      previewText: PREVIEWS[language](entry.name),
    });
  }),
);

/**
 * ElevenLabs' public premade voice ids (Rachel `21m00Tcm4TlvDq8ikWAM`, Adam, ...), each spoken by
 * the closest catalogue voice, so code copied from ElevenLabs' samples works unchanged. Not in
 * {@link PREMADE_VOICES}: GET /v1/voices lists them only with `show_legacy=true`.
 */
export const ELEVENLABS_ALIAS_VOICES: readonly PremadeVoice[] = Object.freeze(
  ELEVENLABS_PREMADE_VOICES.map((alias): PremadeVoice => {
    const target = closestCatalogueVoice(alias, PREMADE_VOICES);
    const age = alias.age.replace("_", "-");
    return Object.freeze({
      ...target,
      voiceId: alias.voiceId,
      name: alias.name,
      description: `ElevenLabs' premade voice ${alias.name} (${alias.gender}, ${age}, ${alias.accent} accent), answered here by the closest built-in voice, ${target.name}: ${target.description}`,
      previewText: previewTextFor(target.language, alias.name),
      aliasOf: target.voiceId,
    });
  }),
);

const BY_ID = new Map([...PREMADE_VOICES, ...ELEVENLABS_ALIAS_VOICES].map((v) => [v.voiceId, v]));

/** What a voice named `name` says in its preview, in `language` (English when the catalogue has no text for it). */
export function previewTextFor(language: string, name: string): string {
  return (PREVIEWS[language] ?? PREVIEWS.en!)(name);
}

/** The catalogue voice with this id (or the alias voice of an ElevenLabs premade id), if any. */
export function findPremadeVoice(voiceId: string): PremadeVoice | undefined {
  return BY_ID.get(voiceId);
}
