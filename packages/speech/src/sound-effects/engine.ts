/** The procedural engine as the registry sees it: descriptor, sound generation, health check. */
import { realTimeFactorOf, type EngineDescriptor, type RegisteredEngine } from "../engines/engine-registry";
import { generateProceduralSound } from "./generate";
import { rmsOf } from "./measures";
import { renderInThread } from "./sound-thread";

/** Always installed: pure TypeScript, no model files. */
export const PROCEDURAL_SOUND_DESCRIPTOR: EngineDescriptor = {
  id: "procedural-sfx",
  name: "Procedural sound effects",
  kind: "embedded",
  description:
    "A procedural synthesiser in TypeScript (noise, oscillators, filters, envelopes, granular layers and reverb) that turns the words of a prompt " +
    "into a recipe for everyday effects: weather, water, fire, footsteps, doors, impacts, machines, vehicles, some animals, UI sounds, whooshes, " +
    "crowds and ambiences. No neural model: it sounds synthetic, and it answers prompts outside its vocabulary with a clear error.",
  capabilities: ["sound_generation"],
  languages: ["en"],
  voiceCount: 0,
  license: "AGPL-3.0-or-later (Vocable)",
};

/**
 * The engine to register. It renders in a worker thread (sound-thread.ts): about 15 ms of CPU per
 * second of sound (10 to 55 by recipe), so a 30 s crowd is over a second of work, kept off the event loop.
 */
export function proceduralSoundEngine(): RegisteredEngine {
  return {
    ...PROCEDURAL_SOUND_DESCRIPTOR,
    generateSound: (request) => renderInThread(request),
    async checkHealth() {
      const started = performance.now();
      const sound = generateProceduralSound({ text: "rain", durationSeconds: 1, promptInfluence: 0.3, loop: false, seed: 1 });
      const seconds = (performance.now() - started) / 1000;
      const healthy = rmsOf(sound.samples) > 0;
      return {
        status: healthy ? "healthy" : "unhealthy",
        detail: healthy ? null : "rendered silence for \"rain\"",
        checkedAt: new Date(),
        realTimeFactor: realTimeFactorOf(seconds, sound.samples.length / sound.sampleRate),
      };
    },
  };
}
