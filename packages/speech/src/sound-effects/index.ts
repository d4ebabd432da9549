/**
 * The embedded procedural sound-effect engine: prompt words → a recipe of synthesised layers →
 * mono 16-bit PCM at 44.1 kHz, deterministic per seed, seamless when looped.
 */
export { generateProceduralSound } from "./generate";
export { PROCEDURAL_SOUND_DESCRIPTOR, proceduralSoundEngine } from "./engine";
export { soundRecipeCategories, soundVocabulary } from "./vocabulary";
