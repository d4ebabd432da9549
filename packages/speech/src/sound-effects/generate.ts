/** The procedural engine's one entry point: a prompt and settings in, 16-bit PCM out. */
import { floatToInt16 } from "../audio/pcm-codecs";
import type { GeneratedSound, SoundRequest } from "../engines/conversion-types";
import { SAMPLE_RATE, planSound } from "./plan";
import { readPromptOrThrow } from "./prompt";
import { renderPlan } from "./render";

/**
 * Renders `request.text` procedurally: mono 16-bit PCM at 44.1 kHz, exactly
 * round(duration × 44100) samples, equal for equal requests. Throws NoSoundRecipeError when the
 * prompt names no sound this engine makes.
 */
export function generateProceduralSound(request: SoundRequest): GeneratedSound {
  request.signal?.throwIfAborted();
  const plan = planSound(readPromptOrThrow(request.text), request);
  return {
    samples: floatToInt16(renderPlan(plan)),
    sampleRate: SAMPLE_RATE,
    description: plan.description,
    category: plan.layers[0].recipe.category,
  };
}
