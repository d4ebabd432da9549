/**
 * eSpeak NG's own voice variants (`espeak-ng-data/voices/!v/m1`...`f5`, GPL-3.0-or-later, as
 * shipped in @echogarden/espeak-ng-emscripten) as {@link EspeakVariant}s, so a rendering can start
 * from one and reshape it (a variant in a rendering replaces the base voice's own). Lines an
 * EspeakVariant cannot hold (echo, stressAdd, stressAmp, intonation, a formant's frequency offset)
 * are left out: these are starting points for the approximation, not exact copies.
 */
import type { EspeakVariant } from "../voices/voice-rendering";

type FormantRow = [freq: number, strength: number, width: number];

/** `pitch <lowest> <highest>` to pitchBase and pitchRange, and formant rows 0.. to formant lines. */
function preset(low: number, high: number, rows: FormantRow[], extra: Omit<EspeakVariant, "pitchBase" | "pitchRange" | "formants"> = {}): EspeakVariant {
  return { pitchBase: low, pitchRange: high - low, formants: rows.map(([freq, strength, width], n) => ({ n, freq, strength, width })), ...extra };
}

/** eSpeak NG's default voice (`pitch 82 118`, no formant changes): a premade voice without a `+variant`. */
export const DEFAULT_VARIANT: EspeakVariant = { pitchBase: 82, pitchRange: 36 };

export const ESPEAK_PRESETS: Readonly<Record<string, EspeakVariant>> = {
  m1: preset(75, 109, [[98, 100, 100], [97, 100, 100], [97, 95, 100], [97, 95, 100], [97, 85, 100], [105, 80, 100], [95, 80, 100], [100, 100, 100], [100, 100, 100]], {
    flutter: 5,
    roughness: 4,
    consonants: [80, 100],
  }),
  m2: preset(88, 115, [[100, 80, 120], [90, 85, 120], [110, 85, 120], [105, 90, 120], [100, 90, 120], [100, 90, 120], [100, 90, 120], [100, 90, 120], [100, 90, 120]]),
  m3: preset(80, 122, [[100, 100, 100], [96, 97, 100], [96, 97, 100], [96, 103, 100], [95, 103, 100], [95, 103, 100], [100, 100, 100], [100, 100, 100], [100, 100, 100]], {
    consonants: [100, 100],
  }),
  m4: preset(70, 110, [[103, 100, 100], [103, 100, 100], [103, 100, 100], [103, 100, 100], [106, 100, 100], [106, 100, 100], [106, 100, 100], [103, 100, 100], [103, 100, 100]]),
  m6: preset(82, 117, [[100, 90, 120], [100, 90, 140], [100, 70, 140], [100, 75, 140], [100, 80, 140], [100, 80, 140]]),
  m7: preset(75, 125, [[100, 125, 100], [100, 90, 80], [100, 70, 90], [100, 60, 90], [100, 60, 90], [75, 50, 90], [90, 50, 100], [100, 50, 100], [100, 50, 100]], {
    voicing: 155,
  }),
  f1: preset(140, 200, [[115, 80, 150], [120, 80, 180], [100, 70, 150], [115, 70, 150], [110, 80, 150], [110, 90, 150], [105, 80, 150], [110, 70, 150], [110, 70, 150]], {
    flutter: 8,
    roughness: 4,
  }),
  f2: preset(142, 220, [[105, 80, 150], [110, 80, 160], [110, 70, 150], [110, 70, 150], [115, 80, 150], [115, 80, 150], [110, 70, 150], [110, 70, 150], [110, 70, 150]], {
    roughness: 3,
    breath: [0, 2, 3, 3, 3, 3, 3, 2],
    consonants: [125, 125],
  }),
  f3: preset(140, 240, [[105, 80, 150], [120, 75, 150], [135, 70, 150], [125, 80, 150], [125, 80, 150], [125, 80, 150], [120, 70, 150], [110, 70, 150], [110, 70, 150]], {
    breath: [0, 2, 3, 3, 3, 3, 3, 2],
    roughness: 4,
  }),
  f4: preset(142, 200, [[120, 80, 150], [115, 80, 160], [130, 75, 150], [123, 75, 150], [125, 80, 150], [125, 80, 150], [110, 80, 150], [110, 75, 150], [110, 75, 150]]),
  f5: preset(160, 228, [[105, 80, 150], [110, 80, 160], [110, 70, 150], [110, 70, 150], [115, 80, 200], [115, 80, 100], [110, 70, 150], [110, 70, 100], [110, 70, 150]], {
    roughness: 0,
    breath: [0, 4, 6, 6, 6, 6, 0, 10],
    breathw: [150, 150, 200, 200, 400, 400, 600, 600],
    voicing: 75,
    consonants: [150, 150],
  }),
};

/** The presets to try for a voice, low voices' first for a low sample and high voices' for a high one. */
export const MALE_PRESETS = ["m1", "m3", "m6", "m7", "m2", "m4"] as const;
export const FEMALE_PRESETS = ["f1", "f2", "f4", "f5", "f3"] as const;

/** The variant a premade eSpeak voice speaks with (`gmw/en-US+f3` -> f3), as an EspeakVariant; undefined for a variant we do not hold. */
export function presetOfEngineVoice(engineVoice: string): { name: string; variant: EspeakVariant } | undefined {
  const name = engineVoice.split("+")[1];
  if (!name) return { name: "default", variant: DEFAULT_VARIANT };
  const variant = ESPEAK_PRESETS[name];
  return variant ? { name, variant } : undefined;
}

/** `variant` with every formant's frequency (0..8; missing ones from 100 %) scaled by `scale`. */
export function scaleFormants(variant: EspeakVariant, scale: number): EspeakVariant {
  const byN = new Map((variant.formants ?? []).map((f) => [f.n, f]));
  const formants = Array.from({ length: 9 }, (_, n) => {
    const f = byN.get(n) ?? { n, freq: 100, strength: 100, width: 100 };
    return { ...f, freq: Math.round(f.freq * scale) };
  });
  return { ...variant, formants };
}
