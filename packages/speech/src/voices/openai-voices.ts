import { PREMADE_VOICES, findPremadeVoice, type PremadeVoice } from "./premade-voices";

/**
 * OpenAI's speech voices, each answered by the closest catalogue voice (by gender and character),
 * so a client written for `POST /v1/audio/speech` works unchanged. The English Flite voices come
 * first: they are the most intelligible the embedded engines have. None of them sounds like the
 * OpenAI voice it stands for; the names are a compatibility map, not a promise.
 */
export const OPENAI_VOICE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  alloy: "Samantha",
  ash: "Richard",
  ballad: "Alasdair",
  cedar: "Richard",
  coral: "Emily",
  echo: "Kenneth",
  fable: "Oliver",
  marin: "Samantha",
  nova: "Samantha",
  onyx: "Richard",
  sage: "Emily",
  shimmer: "Samantha",
  verse: "Alasdair",
});

/** The catalogue voice for an OpenAI voice name (any case) or a Vocable voice id; undefined for neither. */
export function resolveOpenAiVoice(voice: string): PremadeVoice | undefined {
  const name = OPENAI_VOICE_NAMES[voice.toLowerCase()];
  if (name) return PREMADE_VOICES.find((v) => v.name === name);
  return findPremadeVoice(voice);
}
