import { describe, expect, it } from "vitest";
import { NoSoundRecipeError, type SoundRequest } from "../engines/conversion-types";
import { generateProceduralSound } from "./generate";
import { dbfs, peakOf, rmsOf, seamJump, spectralCentroid, spectralFlatness, stepPercentile } from "./measures";
import { RECIPES, SOUND_CATEGORIES } from "./recipes";

const RATE = 44_100;
const render = (text: string, over: Partial<SoundRequest> = {}) =>
  generateProceduralSound({ text, durationSeconds: 1, promptInfluence: 0.3, loop: false, seed: 1, ...over });
const same = (a: Int16Array, b: Int16Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/** 30 prompts across the vocabulary, with the category each should land in and a duration to ask for. */
const PROMPTS: [string, string, number][] = [
  ["heavy rain on a tin roof", "weather", 0.6],
  ["thunder rumbling in the distance", "weather", 0.6],
  ["strong wind howling", "weather", 0.6],
  ["ocean waves crashing", "water", 0.6],
  ["water dripping in a cave", "water", 0.6],
  ["campfire crackling", "fire", 0.6],
  ["footsteps on gravel", "footsteps", 0.6],
  ["wooden door creaking open", "doors", 0.6],
  ["door slam", "doors", 0.5],
  ["glass shattering", "impacts", 0.6],
  ["metal clang", "impacts", 0.6],
  ["car engine idling", "machines", 0.6],
  ["train passing", "vehicles", 0.6],
  ["helicopter overhead", "vehicles", 0.6],
  ["dog barking", "animals", 0.6],
  ["birds chirping in the morning", "animals", 0.6],
  ["crickets at night", "animals", 0.6],
  ["UI beep", "ui", 2.3],
  ["success notification chime", "ui", 0.6],
  ["error buzzer", "ui", 0.6],
  ["laser zap", "whooshes", 0.5],
  ["whoosh transition", "whooshes", 0.6],
  ["cinematic braam", "whooshes", 2.3],
  ["crowd cheering", "crowds", 0.6],
  ["applause", "crowds", 0.6],
  ["cafe ambience with chatter", "ambience", 0.6],
  ["city traffic ambience", "ambience", 0.6],
  ["clock ticking", "machines", 0.6],
  ["keyboard typing", "machines", 0.6],
  ["heartbeat", "impacts", 0.6],
];

describe("generateProceduralSound across the vocabulary", () => {
  it("covers every category in the table", () => {
    expect(new Set(PROMPTS.map(([, c]) => c))).toEqual(new Set(SOUND_CATEGORIES));
  });

  it.each(PROMPTS)("%s: exact length, audible, not clipping, deterministic, seamless when looped", (text, category, seconds) => {
    const a = render(text, { durationSeconds: seconds });
    expect(a.sampleRate).toBe(RATE);
    expect(a.category).toBe(category);
    expect(a.description).toMatch(/^Procedural: .+, \d+\.\d s$/);
    expect(a.samples.length).toBe(Math.round(seconds * RATE));
    expect(dbfs(rmsOf(a.samples))).toBeGreaterThan(-40);
    expect(dbfs(peakOf(a.samples))).toBeLessThanOrEqual(-0.5);

    expect(same(render(text, { durationSeconds: seconds }).samples, a.samples)).toBe(true);
    expect(same(render(text, { durationSeconds: seconds, seed: 2 }).samples, a.samples)).toBe(false);

    const loop = render(text, { durationSeconds: seconds, loop: true });
    expect(loop.samples.length).toBe(a.samples.length);
    expect(seamJump(loop.samples)).toBeLessThanOrEqual(stepPercentile(loop.samples, 0.99));
  });

  it("renders exactly 30 seconds, looped without a click", () => {
    const sound = render("heavy rain", { durationSeconds: 30, loop: true, seed: 77 });
    expect(sound.samples.length).toBe(30 * RATE);
    expect(dbfs(rmsOf(sound.samples))).toBeGreaterThan(-30);
    expect(seamJump(sound.samples)).toBeLessThanOrEqual(stepPercentile(sound.samples, 0.99));
  });

  it("takes an odd duration to the sample", () => {
    for (const seconds of [0.5, 0.73, 2.3]) expect(render("wind", { durationSeconds: seconds }).samples.length).toBe(Math.round(seconds * RATE));
  });

  it("chooses the recipe's own duration when none is asked for", () => {
    const slam = render("door slam", { durationSeconds: null });
    expect(slam.samples.length).toBe(Math.round(RECIPES.find((r) => r.id === "door-slam")!.defaultSeconds * RATE));
    for (const text of ["UI beep", "laser zap"]) {
      const seconds = render(text, { durationSeconds: null }).samples.length / RATE;
      expect(seconds).toBeGreaterThanOrEqual(0.5);
      expect(seconds).toBeLessThanOrEqual(30);
    }
  });

  it("keeps a looped one-off sound silent at both ends", () => {
    const slam = render("door slam", { durationSeconds: 1, loop: true });
    expect(slam.samples[0]).toBe(0);
    expect(slam.samples[slam.samples.length - 1]).toBe(0);
  });

  it("layers what the prompt names, and describes it", () => {
    const storm = render("heavy rain and thunder", { durationSeconds: 1.5 });
    expect(storm.description).toBe("Procedural: rain (heavy) + thunder, 1.5 s");
    expect(storm.category).toBe("weather");
  });
});

describe("what a listener hears", () => {
  it("thunder is lower than a UI beep", () => {
    expect(spectralCentroid(render("thunder", { durationSeconds: 2 }).samples, RATE)).toBeLessThan(spectralCentroid(render("UI beep").samples, RATE) / 4);
  });

  it("rain is noise and a beep is a tone", () => {
    const rain = spectralFlatness(render("rain").samples, RATE);
    const beep = spectralFlatness(render("UI beep").samples, RATE);
    expect(rain).toBeGreaterThan(0.1);
    expect(beep).toBeLessThan(0.01);
  });

  it("'deep' is lower than 'high', 'distant' is duller than close", () => {
    const centroid = (text: string) => spectralCentroid(render(text, { promptInfluence: 1 }).samples, RATE);
    expect(centroid("deep beep")).toBeLessThan(centroid("high beep"));
    expect(centroid("distant glass shattering")).toBeLessThan(centroid("glass shattering up close") * 0.7);
  });

  it("'fast' footsteps step more often than 'slow' ones", () => {
    const steps = (text: string) => {
      const x = render(text, { durationSeconds: 4, promptInfluence: 1 }).samples;
      // Onsets: 10 ms windows whose level jumps above a third of the loudest after being below it.
      const level: number[] = [];
      for (let s = 0; s + 441 <= x.length; s += 441) level.push(Math.max(...Array.from(x.subarray(s, s + 441), Math.abs)));
      const threshold = Math.max(...level) / 3;
      return level.filter((v, i) => i > 0 && v >= threshold && level[i - 1] < threshold).length;
    };
    expect(steps("fast footsteps")).toBeGreaterThan(steps("slow footsteps") * 1.4);
  });

  it("different recipes sound different", () => {
    const a = render("campfire crackling").samples;
    const b = render("waterfall").samples;
    expect(Math.abs(spectralCentroid(a, RATE) - spectralCentroid(b, RATE))).toBeGreaterThan(200);
  });
});

describe("prompts without a recipe", () => {
  it("names none of the words of an unrelated prompt", () => {
    const attempt = () => render("quantum spreadsheet accounting");
    expect(attempt).toThrow(NoSoundRecipeError);
    try {
      attempt();
    } catch (err) {
      expect((err as NoSoundRecipeError).understood).toEqual([]);
      expect((err as Error).message).toBe(
        'No procedural recipe for "quantum spreadsheet accounting". The procedural engine understood: none of these words. ' +
          "It makes weather, water, fire, footsteps, doors, impacts, machines, vehicles, animals, UI sounds, whooshes, crowds and ambience; " +
          'try words such as "rain", "door slam", "footsteps on gravel".',
      );
    }
  });

  it("refuses an empty prompt the same way", () => {
    expect(() => render("")).toThrow(NoSoundRecipeError);
    expect(() => render("   ")).toThrow(NoSoundRecipeError);
  });

  it("names the modifiers it understood when no sound was named", () => {
    try {
      render("very loud and distant");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(NoSoundRecipeError);
      expect((err as NoSoundRecipeError).understood).toEqual(expect.arrayContaining(["loud", "distant"]));
      expect((err as Error).message).toContain('understood: "very", "loud", "distant", but no sound to make');
    }
  });
});
