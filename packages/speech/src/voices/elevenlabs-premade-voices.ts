import type { PremadeVoice } from "./premade-voices";

type Gender = PremadeVoice["labels"]["gender"];
type Age = PremadeVoice["labels"]["age"];

/** One of ElevenLabs' public premade voices: its id and the traits its listing gives it. */
export interface ElevenLabsPremadeVoice {
  voiceId: string;
  name: string;
  gender: Gender;
  age: Age;
  /** As ElevenLabs labels it (`american`, `british-essex`, `english-italian`, ...). */
  accent: string;
}

const v = (voiceId: string, name: string, gender: Gender, age: Age, accent: string): ElevenLabsPremadeVoice =>
  Object.freeze({ voiceId, name, gender, age, accent });

/**
 * ElevenLabs' public premade voices (the legacy set and the current defaults), as their public
 * listings describe them. Code written for ElevenLabs hard-codes these ids; each is answered here
 * by the closest catalogue voice ({@link closestCatalogueVoice}). `EXAVITQu4vr4xnSDxMaL` was
 * listed as Bella before it was renamed Sarah.
 */
export const ELEVENLABS_PREMADE_VOICES: readonly ElevenLabsPremadeVoice[] = Object.freeze([
  v("21m00Tcm4TlvDq8ikWAM", "Rachel", "female", "young", "american"),
  v("29vD33N1CtxCmqQRPOHJ", "Drew", "male", "middle_aged", "american"),
  v("2EiwWnXFnvU5JabPnv8n", "Clyde", "male", "middle_aged", "american"),
  v("5Q0t7uMcjvnagumLfvZi", "Paul", "male", "middle_aged", "american"),
  v("AZnzlk1XvdvUeBnXmlld", "Domi", "female", "young", "american"),
  v("CYw3kZ02Hs0563khs1Fj", "Dave", "male", "young", "british-essex"),
  v("D38z5RcWu1voky8WS1ja", "Fin", "male", "old", "irish"),
  v("EXAVITQu4vr4xnSDxMaL", "Sarah", "female", "young", "american"),
  v("ErXwobaYiN019PkySvjV", "Antoni", "male", "young", "american"),
  v("GBv7mTt0atIp3Br8iCZE", "Thomas", "male", "young", "american"),
  v("IKne3meq5aSn9XLyUdCD", "Charlie", "male", "middle_aged", "australian"),
  v("JBFqnCBsd6RMkjVDRZzb", "George", "male", "middle_aged", "british"),
  v("LcfcDJNUP1GQjkzn1xUU", "Emily", "female", "young", "american"),
  v("MF3mGyEYCl7XYWbV9V6O", "Elli", "female", "young", "american"),
  v("N2lVS1w4EtoT3dr4eOWO", "Callum", "male", "middle_aged", "american"),
  v("ODq5zmih8GrVes37Dizd", "Patrick", "male", "middle_aged", "american"),
  v("SOYHLrjzK2X1ezoPC6cr", "Harry", "male", "young", "american"),
  v("TX3LPaxmHKxFdv7VOQHJ", "Liam", "male", "young", "american"),
  v("ThT5KcBeYPX3keUQqHPh", "Dorothy", "female", "young", "british"),
  v("TxGEqnHWrfWFTfGW9XjX", "Josh", "male", "young", "american"),
  v("VR6AewLTigWG4xSOukaG", "Arnold", "male", "middle_aged", "american"),
  v("XB0fDUnXU5powFXDhCwa", "Charlotte", "female", "young", "british-swedish"),
  v("Xb7hH8MSUJpSbSDYk0k2", "Alice", "female", "middle_aged", "british"),
  v("XrExE9yKIg1WjnnlVkGX", "Matilda", "female", "middle_aged", "american"),
  v("ZQe5CZNOzWyzPSCn5a3c", "James", "male", "old", "australian"),
  v("Zlb1dXrM653N07WRdFW3", "Joseph", "male", "middle_aged", "british"),
  v("bVMeCyTHy58xNoL34h3p", "Jeremy", "male", "young", "american-irish"),
  v("flq6f7yk4E4fJM5XTYuZ", "Michael", "male", "old", "american"),
  v("g5CIjZEefAph4nQFvHAz", "Ethan", "male", "young", "american"),
  v("iP95p4xoKVk53GoZ742B", "Chris", "male", "middle_aged", "american"),
  v("jBpfuIE2acCO8z3wKNLl", "Gigi", "female", "young", "american"),
  v("jsCqWAovK2LkecY7zXl4", "Freya", "female", "young", "american"),
  v("nPczCjzI2devNBz1zQrb", "Brian", "male", "middle_aged", "american"),
  v("oWAxZDx7w5VEj9dCyTzz", "Grace", "female", "young", "american-southern"),
  v("onwK4e9ZLuTAKqWW03F9", "Daniel", "male", "middle_aged", "british"),
  v("pFZP5JQG7iQjIQuC4Bku", "Lily", "female", "middle_aged", "british"),
  v("pMsXgVXv3BLzUgSXRplE", "Serena", "female", "middle_aged", "american"),
  v("pNInz6obpgDQGcFmaJgB", "Adam", "male", "middle_aged", "american"),
  v("piTKgcLEGmPE4e6mEKli", "Nicole", "female", "young", "american"),
  v("pqHfZKP75CvOlQylNhV4", "Bill", "male", "old", "american"),
  v("t0jbNlBVZ17f02VDIeMI", "Jessie", "male", "old", "american"),
  v("yoZ06aMxZJJ28mfd3POQ", "Sam", "male", "young", "american"),
  v("z9fAnlkpzviPz146aGWa", "Glinda", "female", "middle_aged", "american"),
  v("zcAOhNBS3c14rBihAFp1", "Giovanni", "male", "young", "english-italian"),
  v("zrHiDhphv9ZnVXBqCLjz", "Mimi", "female", "young", "english-swedish"),
  v("9BWtsMINqrJLrRacOk9x", "Aria", "female", "middle_aged", "american"),
  v("CwhRBWXzGAHq8TQ4Fs17", "Roger", "male", "middle_aged", "american"),
  v("FGY2WhTYpPnrIDTdsKH5", "Laura", "female", "young", "american"),
  v("SAz9YHcvj6GT2YYXdXww", "River", "neutral", "middle_aged", "american"),
  v("bIHbv24MWmeRgasZH58o", "Will", "male", "young", "american"),
  v("cgSgspJ2msm6clMCkdW9", "Jessica", "female", "young", "american"),
  v("cjVigY5qzO86Huf0OWal", "Eric", "male", "middle_aged", "american"),
]);

/** Accents of Britain and Ireland: near one another, far from the others. */
const BRITISH_ISLES = new Set(["british", "english", "scottish", "irish", "welsh"]);

/** The accent a label starts with (`british-essex` is British, `english-italian` English). */
function accentFamily(accent: string): string {
  return accent.toLowerCase().split(/[-\s_]/)[0] ?? "";
}

function accentScore(wanted: string, accent: string): number {
  const a = accentFamily(wanted);
  const b = accentFamily(accent);
  if (a === b || (a === "english" && b === "british") || (a === "british" && b === "english")) return 2;
  return BRITISH_ISLES.has(a) && BRITISH_ISLES.has(b) ? 1 : 0;
}

const AGES: readonly Age[] = ["young", "middle_aged", "old"];

/**
 * The catalogue voice closest to an ElevenLabs premade voice: among the English candidates, the
 * same gender first (any, for a neutral voice), then the nearest accent (the same, then another of
 * Britain and Ireland), then the nearest age; ties go to the earlier candidate (the catalogue puts
 * its most natural voices first).
 */
export function closestCatalogueVoice<V extends Pick<PremadeVoice, "language" | "labels">>(wanted: ElevenLabsPremadeVoice, candidates: readonly V[]): V {
  let best: V | undefined;
  let bestScore = -Infinity;
  for (const voice of candidates) {
    if (voice.language !== "en") continue;
    const gender = wanted.gender === "neutral" || voice.labels.gender === wanted.gender ? 8 : 0;
    const age = 2 - Math.abs(AGES.indexOf(voice.labels.age) - AGES.indexOf(wanted.age));
    const score = gender + accentScore(wanted.accent, voice.labels.accent) * 3 + age;
    if (score > bestScore) [best, bestScore] = [voice, score];
  }
  if (!best) throw new Error("The catalogue has no English voice to answer ElevenLabs' premade voices with.");
  return best;
}
