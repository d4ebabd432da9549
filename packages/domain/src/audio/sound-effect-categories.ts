/**
 * The sound-effect library's categories: the families the procedural engine has recipes for, in
 * the order its vocabulary lists them, then `other` for sounds an engine did not file (a remote one).
 */
export const SOUND_FAMILIES = ["weather", "water", "fire", "footsteps", "doors", "impacts", "machines", "vehicles", "animals", "ui", "whooshes", "crowds", "ambience"] as const;
export type SoundFamily = (typeof SOUND_FAMILIES)[number];

export const SOUND_EFFECT_CATEGORIES = [...SOUND_FAMILIES, "other"] as const;
export type SoundEffectCategory = (typeof SOUND_EFFECT_CATEGORIES)[number];
