import type { EngineRegistry } from "@vocable/speech";
import { AppError } from "#platform/errors";

/**
 * The source speech as the voice changer gets it: with `remove_background_noise`, cleaned by the
 * best installed denoiser first (RNNoise: steady noise goes, music and other voices stay).
 */
export async function prepareSource(engines: EngineRegistry, samples: Int16Array, sampleRate: number, removeBackgroundNoise: boolean): Promise<Int16Array> {
  if (!removeBackgroundNoise) return samples;
  const denoiser = engines.denoiser();
  if (!denoiser) throw new AppError("no_denoising_engine", 503, "remove_background_noise: no noise-suppression engine is installed on this server. Send it as false. Nothing was charged.");
  return denoiser.denoise(samples, sampleRate);
}
