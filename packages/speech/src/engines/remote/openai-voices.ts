import type { EngineVoice } from "./remote-types";

/** OpenAI's own voice names, for servers with no listing and no configured voices. */
export const OPENAI_VOICE_NAMES = ["alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse"];

/** Kokoro's naming: language/accent letter, gender letter, underscore (`af_bella`, `bm_george`, `zf_xiaobei`). */
const KOKORO_NAME = /^([abefhijpz])([fm])_([a-z0-9]+)$/;
const KOKORO_LANGUAGES: Record<string, { language: string; accent: string }> = {
  a: { language: "en", accent: "American English" },
  b: { language: "en", accent: "British English" },
  e: { language: "es", accent: "Spanish" },
  f: { language: "fr", accent: "French" },
  h: { language: "hi", accent: "Hindi" },
  i: { language: "it", accent: "Italian" },
  j: { language: "ja", accent: "Japanese" },
  p: { language: "pt", accent: "Brazilian Portuguese" },
  z: { language: "zh", accent: "Mandarin Chinese" },
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

function genderOf(value: unknown): EngineVoice["gender"] {
  const g = typeof value === "string" ? value.toLowerCase() : "";
  return g === "male" || g === "female" || g === "neutral" ? g : undefined;
}

/** A voice from its id and what the listing says; Kokoro-style names fill in language and gender. */
export function voiceFromListing(id: string, fields: Json, fallbackLanguage: string): EngineVoice {
  const kokoro = KOKORO_NAME.exec(id);
  const kokoroLanguage = kokoro ? KOKORO_LANGUAGES[kokoro[1]] : undefined;
  // Speaches writes "en-us", "pt-br"; we keep the ISO 639-1 part.
  const listed = text(fields.language) ?? text(fields.lang) ?? text(fields.locale);
  const language = listed ? listed.slice(0, 2).toLowerCase() : (kokoroLanguage?.language ?? fallbackLanguage);
  const gender = genderOf(fields.gender) ?? (kokoro ? (kokoro[2] === "f" ? "female" : "male") : undefined);
  const voice: EngineVoice = { engineVoiceId: id, name: text(fields.name) ?? id, language };
  if (gender) voice.gender = gender;
  const description = text(fields.description) ?? (kokoroLanguage ? `Kokoro voice, ${kokoroLanguage.accent}${gender ? `, ${gender}` : ""}` : undefined);
  if (description) voice.description = description;
  return voice;
}

/**
 * The voices of an OpenAI-compatible server's listing, whichever shape it answers in; undefined
 * for a shape we do not know. Known shapes:
 * - Kokoro-FastAPI `GET /v1/audio/voices`: `{"voices": [{"id", "name"}]}`, before 0.3 `{"voices": ["af_bella"]}`;
 * - Speaches `GET /v1/audio/voices`: `{"voices": [{"id", "name", "language": "en-us", "gender"}], "object": "list"}`;
 * - Speaches before 0.8 `GET /v1/audio/speech/voices`: `[{"voice_id", "model_id", "sample_rate", ...}]`;
 * - `{"data": [...]}` lists of either item shape.
 */
export function parseVoiceListing(body: unknown, fallbackLanguage: string): EngineVoice[] | undefined {
  const items = Array.isArray(body) ? body : isObject(body) ? (Array.isArray(body.voices) ? body.voices : Array.isArray(body.data) ? body.data : undefined) : undefined;
  if (!items) return undefined;
  const voices: EngineVoice[] = [];
  for (const item of items) {
    if (typeof item === "string" && item.trim()) voices.push(voiceFromListing(item, {}, fallbackLanguage));
    else if (isObject(item)) {
      const id = text(item.voice_id) ?? text(item.id) ?? text(item.name);
      if (id) voices.push(voiceFromListing(id, item, fallbackLanguage));
    }
  }
  return voices;
}

/**
 * Whether a listing comes from Speaches, which streams each model's own rate unless asked for a
 * `sample_rate` (Piper voices are 22050 Hz): its voices carry a `language`, or it answered on the
 * old `/v1/audio/speech/voices` path. Kokoro-FastAPI and OpenAI always stream 24 kHz.
 */
export function looksLikeSpeaches(body: unknown, oldPath: boolean): boolean {
  if (oldPath) return true;
  const items = isObject(body) && Array.isArray(body.voices) ? body.voices : [];
  return items.some((item) => isObject(item) && typeof item.language === "string");
}
