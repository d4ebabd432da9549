/**
 * Parametric voice design: a voice from a few words ("a deep, husky old man with a Scottish
 * accent"), for servers without a design-capable engine. The words pick an eSpeak NG premade voice
 * (language, accent) and shape an eSpeak variant (pitch by gender and age, formants by vocal-tract
 * size, breath, roughness, flutter); the seed moves pitch and formants within a range, so each
 * seed is another speaker matching the same words. It stays formant synthesis: a robotic voice
 * with the asked character, not a natural one, and the summary says so.
 */
import { clampSpeed } from "../engines/engine-types";
import { clampVariant } from "../engines/espeak-variant";
import { seededRandom } from "../runtime/seeded-random";
import { PREMADE_VOICES, findPremadeVoice, type PremadeVoice } from "./premade-voices";
import type { EmbeddedRendering, EspeakVariant } from "./voice-rendering";

export type DesignGender = "male" | "female" | "neutral";
export type DesignAge = "child" | "young" | "middle_aged" | "old";
export type DesignTone = "breathy" | "whispery" | "husky" | "raspy" | "creaky" | "warm" | "bright" | "nasal" | "robotic" | "smooth" | "soft" | "loud";

export interface DesignTraits {
  gender: DesignGender;
  age: DesignAge;
  /** The accent asked for, else the base voice's (`british`, `american`, `french`...). */
  accent: string;
  pitch: "low" | "normal" | "high";
  pace: "slow" | "normal" | "fast";
  tone: DesignTone[];
}

export interface VoiceDesign {
  rendering: EmbeddedRendering;
  traits: DesignTraits;
  /** One honest sentence on what was made, for the person designing. */
  summary: string;
}

export interface VoiceRemix {
  rendering: EmbeddedRendering;
  /** What changed, in words ("lower pitch", "more breathy"); empty when nothing was understood. */
  changes: string[];
  summary: string;
}

const GENDERS: Record<string, DesignGender> = Object.fromEntries([
  ...["male", "man", "men", "boy", "masculine", "guy", "gentleman", "grandfather", "grandpa"].map((w) => [w, "male"]),
  ...["female", "woman", "women", "girl", "feminine", "lady", "grandmother", "grandma"].map((w) => [w, "female"]),
]);
const AGES: Record<string, DesignAge> = Object.fromEntries([
  ...["child", "kid", "children", "childlike", "boy", "girl"].map((w) => [w, "child"]),
  ...["young", "teen", "teenage", "teenager", "youthful"].map((w) => [w, "young"]),
  ...["middle_aged", "adult", "mature"].map((w) => [w, "middle_aged"]),
  ...["old", "elderly", "aged", "senior", "grandfather", "grandpa", "grandmother", "grandma"].map((w) => [w, "old"]),
]);
/** Words for gender that also say a child or an old person, unless another age word says otherwise. */
const WEAK_AGE_WORDS = new Set(["boy", "girl", "grandfather", "grandpa", "grandmother", "grandma"]);
const PITCHES: Record<string, "low" | "high"> = Object.fromEntries([
  ...["deep", "low", "bass", "baritone"].map((w) => [w, "low"]),
  ...["high", "squeaky", "shrill"].map((w) => [w, "high"]),
]);
const PACES: Record<string, "slow" | "fast"> = Object.fromEntries([
  ...["fast", "quick", "rapid", "brisk", "energetic"].map((w) => [w, "fast"]),
  ...["slow", "measured", "calm", "leisurely", "relaxed"].map((w) => [w, "slow"]),
]);
const TONES: Record<string, DesignTone> = {
  breathy: "breathy", airy: "breathy", whispery: "whispery", whispering: "whispery", whisper: "whispery", husky: "husky",
  raspy: "raspy", gravelly: "raspy", rough: "raspy", hoarse: "raspy", creaky: "creaky", croaky: "creaky",
  warm: "warm", mellow: "warm", rich: "warm", bright: "bright", crisp: "bright", nasal: "nasal", nasally: "nasal",
  robotic: "robotic", mechanical: "robotic", monotone: "robotic", smooth: "smooth", silky: "smooth",
  soft: "soft", gentle: "soft", quiet: "soft", loud: "loud", strong: "loud", powerful: "loud", booming: "loud",
};
/** Accents and languages by the English word for them: the accent label of a premade voice, and the language. */
const NATIONS: Record<string, { accent?: string; language: string }> = {
  british: { accent: "british", language: "en" }, english: { language: "en" }, american: { accent: "american", language: "en" },
  scottish: { accent: "scottish", language: "en" }, irish: { accent: "irish", language: "en" }, australian: { accent: "australian", language: "en" },
  indian: { accent: "indian", language: "hi" }, hindi: { accent: "indian", language: "hi" }, french: { accent: "french", language: "fr" },
  german: { accent: "german", language: "de" }, spanish: { accent: "spanish", language: "es" }, italian: { accent: "italian", language: "it" },
  portuguese: { accent: "brazilian", language: "pt" }, brazilian: { accent: "brazilian", language: "pt" }, dutch: { accent: "dutch", language: "nl" },
  polish: { accent: "polish", language: "pl" }, swedish: { accent: "swedish", language: "sv" }, russian: { accent: "russian", language: "ru" },
  // Languages eSpeak NG speaks without a premade voice: an English base reads them (see EmbeddedRendering.language).
  ...Object.fromEntries(
    Object.entries({ japanese: "ja", chinese: "zh", mandarin: "zh", korean: "ko", arabic: "ar", turkish: "tr", greek: "el", czech: "cs", finnish: "fi",
      danish: "da", norwegian: "nb", hungarian: "hu", romanian: "ro", ukrainian: "uk", vietnamese: "vi", indonesian: "id", hebrew: "he" })
      .map(([word, language]) => [word, { accent: word, language }]),
  ),
};
/** Comparatives ("deeper", "older") are their adjective: in a remix each word is a step. */
const COMPARATIVES: Record<string, string> = {
  deeper: "deep", lower: "low", higher: "high", faster: "fast", quicker: "quick", slower: "slow", calmer: "calm", older: "old",
  younger: "young", breathier: "breathy", huskier: "husky", raspier: "raspy", rougher: "rough", warmer: "warm", brighter: "bright",
  softer: "soft", louder: "loud", stronger: "strong", smoother: "smooth", gentler: "gentle", quieter: "quiet",
};
const NEGATIONS = new Set(["less", "not", "no", "without", "non"]);

/** The description's words, lower case, "middle aged" as one; a word after less/not/without is marked `-`. */
function words(description: string): string[] {
  const tokens = description.toLowerCase().replace(/middle[\s-]*aged/g, "middle_aged").split(/[^\p{L}_]+/u).filter(Boolean);
  return tokens.flatMap((t, i) => (NEGATIONS.has(t) ? [] : [`${NEGATIONS.has(tokens[i - 1] ?? "") ? "-" : ""}${COMPARATIVES[t] ?? t}`]));
}

/** Pitch (base, range above it, Hz) and formant scale (%) by gender and age, as eSpeak's own variants set them. */
const SHAPES: Record<DesignGender, Record<DesignAge, [number, number, number]>> = {
  male: { child: [210, 90, 114], young: [100, 45, 102], middle_aged: [85, 38, 100], old: [78, 30, 97] },
  female: { child: [235, 100, 118], young: [175, 90, 112], middle_aged: [155, 80, 110], old: [140, 60, 106] },
  neutral: { child: [220, 95, 116], young: [135, 65, 106], middle_aged: [120, 55, 104], old: [110, 45, 101] },
};

function shapeVariant(gender: DesignGender, age: DesignAge): EspeakVariant {
  const [pitchBase, pitchRange, scale] = SHAPES[gender][age];
  // Wider formants soften higher voices, as eSpeak's female variants do (width 150).
  const width = gender === "male" ? 110 : 145;
  return {
    pitchBase,
    pitchRange,
    formants: [0, 1, 2, 3, 4, 5].map((n) => ({ n, freq: scale, strength: 100, width })),
    flutter: age === "old" ? 8 : 2,
    roughness: age === "old" ? 4 : 2,
  };
}

const scalePitch = (v: EspeakVariant, factor: number): EspeakVariant => ({ ...v, pitchBase: v.pitchBase * factor, pitchRange: v.pitchRange * factor });

function formantsOf(v: EspeakVariant): NonNullable<EspeakVariant["formants"]> {
  const given = new Map((v.formants ?? []).map((f) => [f.n, f]));
  return [0, 1, 2, 3, 4, 5].map((n) => given.get(n) ?? { n, freq: 100, strength: 100, width: 100 }).concat((v.formants ?? []).filter((f) => f.n > 5));
}
/** Scales formant frequencies (a smaller or larger vocal tract). */
const scaleFormants = (v: EspeakVariant, factor: number): EspeakVariant => ({ ...v, formants: formantsOf(v).map((f) => ({ ...f, freq: f.freq * factor })) });
/** Scales formant n's strength (and width), for tone colour. */
function colourFormants(v: EspeakVariant, change: (n: number) => { strength?: number; width?: number }): EspeakVariant {
  return { ...v, formants: formantsOf(v).map((f) => ({ ...f, strength: f.strength * (change(f.n).strength ?? 1), width: f.width * (change(f.n).width ?? 1) })) };
}
const addBreath = (v: EspeakVariant, amounts: number[]): EspeakVariant => ({ ...v, breath: amounts.map((a, i) => (v.breath?.[i] ?? 0) + a) });

/** What each tone does to a variant (eSpeak's own variants as the guide: f5 and whisper for breath, croak for roughness). */
const TONE_CHANGES: Record<DesignTone, (v: EspeakVariant) => EspeakVariant> = {
  breathy: (v) => ({ ...addBreath(v, [22, 28, 28, 22, 15, 10, 0, 0]), flutter: (v.flutter ?? 2) + 2 }),
  whispery: (v) => ({ ...addBreath(v, [50, 50, 40, 30, 15, 10, 0, 0]), breathw: [150, 150, 200, 200, 400, 400, 600, 600], voicing: (v.voicing ?? 100) * 0.5 }),
  husky: (v) => ({ ...scaleFormants(addBreath(v, [8, 10, 10, 8, 6, 4, 0, 0]), 0.96), roughness: Math.max(v.roughness ?? 2, 4) }),
  raspy: (v) => ({ ...v, roughness: Math.max(v.roughness ?? 2, 6), flutter: (v.flutter ?? 2) + 4 }),
  creaky: (v) => ({ ...scalePitch(v, 0.92), roughness: 7, flutter: (v.flutter ?? 2) + 3 }),
  warm: (v) => scaleFormants(colourFormants(v, (n) => ({ strength: n === 1 ? 1.1 : n >= 3 ? 0.85 : 1 })), 0.97),
  bright: (v) => scaleFormants(colourFormants(v, (n) => ({ strength: n >= 3 ? 1.15 : 1 })), 1.03),
  nasal: (v) => colourFormants(v, (n) => (n === 0 ? { strength: 1.5, width: 0.8 } : n === 1 ? { strength: 0.8 } : {})),
  robotic: (v) => ({ ...v, pitchRange: v.pitchRange * 0.25, flutter: 0, roughness: 0 }),
  smooth: (v) => ({ ...v, roughness: 0, flutter: Math.min(v.flutter ?? 2, 1) }),
  soft: (v) => ({ ...v, voicing: (v.voicing ?? 100) * 0.8, consonants: [75, 85] }),
  loud: (v) => ({ ...v, voicing: (v.voicing ?? 100) * 1.2, consonants: [110, 110] }),
};
/** What "less X" does: the opposite tone, or taking the breath or creak out. */
const TONE_REMOVALS: Record<DesignTone, (v: EspeakVariant) => EspeakVariant> = {
  breathy: (v) => ({ ...v, breath: v.breath?.map((b) => b * 0.4) }),
  whispery: (v) => ({ ...v, breath: v.breath?.map((b) => b * 0.4), voicing: Math.min(100, (v.voicing ?? 100) * 1.6) }),
  husky: (v) => ({ ...v, breath: v.breath?.map((b) => b * 0.5), roughness: 2 }),
  raspy: TONE_CHANGES.smooth,
  creaky: TONE_CHANGES.smooth,
  warm: TONE_CHANGES.bright,
  bright: TONE_CHANGES.warm,
  nasal: (v) => colourFormants(v, (n) => (n === 0 ? { strength: 0.67, width: 1.25 } : n === 1 ? { strength: 1.25 } : {})),
  robotic: (v) => ({ ...v, pitchRange: v.pitchRange * 2, flutter: Math.max(v.flutter ?? 2, 4) }),
  smooth: TONE_CHANGES.raspy,
  soft: TONE_CHANGES.loud,
  loud: TONE_CHANGES.soft,
};

interface Parsed {
  gender?: DesignGender;
  age?: DesignAge;
  nation?: { accent?: string; language: string };
  pitch: number;
  pace: number;
  tones: { tone: DesignTone; less: boolean }[];
}

/** The description's traits; pitch and pace count steps (+1 per "high", -1 per "low"...). */
function parse(description: string): Parsed {
  const parsed: Parsed = { pitch: 0, pace: 0, tones: [] };
  let weakAge = true;
  for (const token of words(description)) {
    const less = token.startsWith("-");
    const word = less ? token.slice(1) : token;
    if (GENDERS[word]) parsed.gender = GENDERS[word];
    if (AGES[word] && (weakAge || !WEAK_AGE_WORDS.has(word))) [parsed.age, weakAge] = [AGES[word], WEAK_AGE_WORDS.has(word)];
    if (NATIONS[word]) parsed.nation = NATIONS[word];
    if (PITCHES[word]) parsed.pitch += (PITCHES[word] === "high" ? 1 : -1) * (less ? -1 : 1);
    if (PACES[word]) parsed.pace += (PACES[word] === "fast" ? 1 : -1) * (less ? -1 : 1);
    const tone = TONES[word];
    if (tone && !parsed.tones.some((t) => t.tone === tone)) parsed.tones.push({ tone, less });
  }
  return parsed;
}

const ESPEAK_VOICES = PREMADE_VOICES.filter((v) => v.engine === "espeak-ng");
const ENGLISH = ESPEAK_VOICES.find((v) => v.language === "en")!;

/**
 * The base voice: the eSpeak premade voice of the accent in the design's language, else the
 * accent's voice itself (eSpeak reading another language by its own rules is that accent), else
 * one of the language, else the English voice reading the language (`language` set).
 */
function baseFor(nation: Parsed["nation"], language: string): { voice: PremadeVoice; language?: string } {
  const accent = nation?.accent;
  const voice =
    ESPEAK_VOICES.find((v) => v.labels.accent === accent && v.language === language) ??
    ESPEAK_VOICES.find((v) => v.labels.accent === accent) ??
    ESPEAK_VOICES.find((v) => v.language === language);
  return voice ? { voice } : { voice: ENGLISH, language };
}

/** Moves pitch (±10%, its range ±15%) and formants (±4%) by the seed: another speaker with the same traits. */
function perturb(v: EspeakVariant, seed: number, amount = 1): EspeakVariant {
  const random = seededRandom(Number.isFinite(seed) ? seed >>> 0 : 0);
  const spread = (width: number) => 1 + (random() - 0.5) * 2 * width * amount;
  const pitch = spread(0.1);
  return scaleFormants({ ...v, pitchBase: v.pitchBase * pitch, pitchRange: v.pitchRange * pitch * spread(0.15) }, spread(0.04));
}

const PITCH_STEP = 0.85;
/** A remix's step toward a gender or an age: pitch and formant factors. */
const GENDER_STEPS: Record<DesignGender, { pitch: number; formants: number; label: string } | undefined> = {
  male: { pitch: 0.8, formants: 0.95, label: "more masculine" },
  female: { pitch: 1.25, formants: 1.05, label: "more feminine" },
  neutral: undefined,
};
const AGE_STEPS: Record<DesignAge, { pitch: number; formants: number; label: string }> = {
  child: { pitch: 1.4, formants: 1.1, label: "childlike" },
  young: { pitch: 1.08, formants: 1.02, label: "younger" },
  middle_aged: { pitch: 0.96, formants: 0.99, label: "more mature" },
  old: { pitch: 0.92, formants: 0.98, label: "older" },
};
const PACE_STEP = 1.15;

/** Applies pitch steps, tones and seed, clamped and rounded as the engine will read it. */
function finish(variant: EspeakVariant, parsed: Parsed, seed: number, amount: number): EspeakVariant {
  let v = parsed.pitch ? scalePitch(variant, Math.pow(PITCH_STEP, -parsed.pitch)) : variant;
  for (const { tone, less } of parsed.tones) v = (less ? TONE_REMOVALS : TONE_CHANGES)[tone](v);
  return clampVariant(perturb(v, seed, amount));
}

function describeTraits(t: DesignTraits): string {
  const age = { child: "child's", young: "young", middle_aged: "middle-aged", old: "old" }[t.age];
  const who = t.gender === "neutral" ? "voice" : `${t.gender} voice`;
  const extras = [t.pitch !== "normal" && `${t.pitch} pitch`, t.pace !== "normal" && `${t.pace} pace`, t.tone.length > 0 && t.tone.join(", ")].filter(Boolean);
  const article = /^[aeiou]/.test(age) ? "An" : "A";
  return `${article} ${age} ${who} with a${/^[aeiou]/.test(t.accent) ? "n" : ""} ${t.accent} accent${extras.length ? `, ${extras.join("; ")}` : ""}`;
}

/**
 * A voice from a description (English words, any case) and a seed (uint32: each seed another
 * speaker with the same traits, the same seed the same voice). Words it does not know are
 * ignored: an empty description gives a neutral middle-aged voice. `language` (ISO 639-1) is the
 * language the voice speaks; default the accent's, else English.
 */
export function designVoice(input: { description: string; seed: number; language?: string }): VoiceDesign {
  const parsed = parse(input.description);
  const language = input.language?.toLowerCase().split(/[-_]/)[0] || parsed.nation?.language || "en";
  const base = baseFor(parsed.nation, language);
  const gender = parsed.gender ?? "neutral";
  const age = parsed.age ?? "middle_aged";
  const traits: DesignTraits = {
    gender,
    age,
    accent: parsed.nation?.accent ?? base.voice.labels.accent,
    pitch: parsed.pitch > 0 ? "high" : parsed.pitch < 0 ? "low" : "normal",
    pace: parsed.pace > 0 ? "fast" : parsed.pace < 0 ? "slow" : "normal",
    tone: parsed.tones.filter((t) => !t.less).map((t) => t.tone),
  };
  const rendering: EmbeddedRendering = { kind: "embedded", baseVoiceId: base.voice.voiceId, variant: finish(shapeVariant(gender, age), parsed, input.seed, 1) };
  if (parsed.pace) rendering.rate = clampSpeed(Math.pow(PACE_STEP, Math.sign(parsed.pace)));
  if (base.language) rendering.language = base.language;
  const made = base.language
    ? `eSpeak NG's voice for the language "${base.language}" reshaped`
    : `eSpeak NG's ${base.voice.name} reshaped${traits.accent === base.voice.labels.accent ? "" : ` (it has no ${traits.accent} accent: ${base.voice.labels.accent} it is)`}`;
  return { rendering, traits, summary: `${describeTraits(traits)}: ${made} by formant synthesis, so it sounds synthetic, an approximation of the description.` };
}

/**
 * Changes an embedded voice by a description ("deeper", "faster", "more breathy", "older", "less
 * raspy", "with a French accent"), step by step on top of what it is; the seed moves the result
 * a little (±3% pitch), so previews differ and the same seed repeats. A Flite base takes no
 * variant: only its pace and accent (a new eSpeak NG base) can change.
 */
export function remixVoice(base: EmbeddedRendering, description: string, seed: number): VoiceRemix {
  const parsed = parse(description);
  const changes: string[] = [];
  const rendering: EmbeddedRendering = { ...base };
  const next = parsed.nation && baseFor(parsed.nation, parsed.nation.language);
  if (next && (next.voice.voiceId !== base.baseVoiceId || next.language !== base.language)) {
    rendering.baseVoiceId = next.voice.voiceId;
    if (next.language) rendering.language = next.language;
    else delete rendering.language;
    changes.push(parsed.nation!.accent ? `${parsed.nation!.accent} accent` : `speaks ${parsed.nation!.language}`);
  }
  const voice = findPremadeVoice(rendering.baseVoiceId) ?? ENGLISH;
  if (parsed.pace) {
    rendering.rate = clampSpeed((base.rate ?? 1) * Math.pow(PACE_STEP, parsed.pace));
    changes.push(parsed.pace > 0 ? "faster" : "slower");
  }
  const shaping = parsed.pitch !== 0 || parsed.tones.length > 0 || parsed.gender !== undefined || parsed.age !== undefined;
  if (voice.engine !== "espeak-ng") {
    return { rendering, changes, summary: `${changes.length ? `Changed: ${changes.join(", ")}.` : "Nothing changed."}${shaping ? " Flite voices take no variant: pitch and tone stay as they are." : ""}` };
  }
  let variant = rendering.variant ?? shapeVariant(voice.labels.gender, voice.labels.age);
  // Gender and age move the voice toward them by a step, as "deeper" does for pitch.
  for (const step of [parsed.gender && GENDER_STEPS[parsed.gender], parsed.age && AGE_STEPS[parsed.age]]) {
    if (!step) continue;
    variant = scaleFormants(scalePitch(variant, step.pitch), step.formants);
    if (step === AGE_STEPS.old) variant = { ...variant, flutter: (variant.flutter ?? 2) + 4, roughness: (variant.roughness ?? 2) + 1 };
    changes.push(step.label);
  }
  if (parsed.pitch) changes.push(parsed.pitch > 0 ? "higher pitch" : "lower pitch");
  for (const { tone, less } of parsed.tones) changes.push(`${less ? "less" : "more"} ${tone}`);
  rendering.variant = finish(variant, parsed, seed, 0.3);
  return { rendering, changes, summary: changes.length ? `Changed: ${changes.join(", ")}.` : "No change understood in the description; only the seed moved the voice a little." };
}

/**
 * What a designed voice says in its previews, in `language` (ISO 639-1; English when there is no
 * text for it): 100..1000 characters, what ElevenLabs requires of a design's text, with questions
 * and pauses so the previews show the voice's intonation.
 */
export function autoDesignText(language: string): string {
  return DESIGN_TEXTS[language.toLowerCase().split(/[-_]/)[0]!] ?? DESIGN_TEXTS.en!;
}

const DESIGN_TEXTS: Record<string, string> = {
  en:
    "Every voice tells a story before it says a word. Listen to how this one rises and falls, where it lingers and where it hurries, " +
    "and picture the person speaking. Would you trust it to read you the evening news, to guide you through a quiet museum, " +
    "or to tell a bedtime story? Voices carry warmth, age and character; this one is yours to shape.",
  fr:
    "Chaque voix raconte une histoire avant même de dire un mot. Écoutez comment celle-ci monte et descend, où elle s'attarde " +
    "et où elle se presse, et imaginez la personne qui parle. Lui confieriez-vous les nouvelles du soir, la visite d'un musée " +
    "ou une histoire pour s'endormir ?",
  de:
    "Jede Stimme erzählt eine Geschichte, bevor sie ein Wort sagt. Hören Sie, wie diese hier steigt und fällt, wo sie verweilt " +
    "und wo sie eilt, und stellen Sie sich die Person vor, die spricht. Würden Sie ihr die Abendnachrichten anvertrauen, " +
    "eine Führung durch ein Museum oder eine Gutenachtgeschichte?",
  es:
    "Cada voz cuenta una historia antes de decir una sola palabra. Escuche cómo esta sube y baja, dónde se detiene y dónde se " +
    "apresura, e imagine a la persona que habla. ¿Le confiaría las noticias de la noche, la visita a un museo o un cuento para dormir?",
  it:
    "Ogni voce racconta una storia prima ancora di dire una parola. Ascolta come questa sale e scende, dove indugia e dove si " +
    "affretta, e immagina la persona che parla. Le affideresti il telegiornale della sera, la visita a un museo o una favola della buonanotte?",
  pt:
    "Cada voz conta uma história antes de dizer uma palavra. Escute como esta sobe e desce, onde se demora e onde se apressa, " +
    "e imagine a pessoa que fala. Você confiaria a ela o noticiário da noite, a visita a um museu ou uma história para dormir?",
};
