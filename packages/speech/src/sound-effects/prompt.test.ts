import { describe, expect, it } from "vitest";
import { MODIFIERS } from "./modifier-words";
import { MAX_LAYERS, readPrompt } from "./prompt";
import { RECIPES, SOUND_CATEGORIES } from "./recipes";
import { stem, stemPhrase, tokenize } from "./words";

const ids = (text: string) => readPrompt(text).recipes.map((r) => r.recipe.id);

describe("words", () => {
  it("tokenises without case, accents or punctuation", () => {
    expect(tokenize("Café ambience, with CHATTER!")).toEqual(["cafe", "ambience", "with", "chatter"]);
    expect(tokenize("the ocean's waves")).toEqual(["the", "ocean", "waves"]);
  });

  it("stems plurals, -ing and -ed to one form", () => {
    for (const group of [["drip", "drips", "dripping", "dripped"], ["crackle", "crackles", "crackling"], ["wave", "waves"], ["slam", "slams", "slamming", "slammed"], ["fly", "flies"]]) {
      expect(new Set(group.map(stem)).size, group.join(", ")).toBe(1);
    }
    expect(stem("glass")).toBe(stem("glasses"));
    expect(stem("bus")).toBe("bus");
  });
});

describe("readPrompt", () => {
  it("finds layers in the prompt's order, with multi-word names", () => {
    expect(ids("rain and thunder on a tin roof")).toEqual(["rain", "thunder"]);
    expect(readPrompt("rain and thunder on a tin roof").scene.material).toBe("metal");
    expect(ids("door slam")).toEqual(["door-slam"]);
    expect(ids("wooden door creaking open")).toEqual(["door-creak"]);
    expect(ids("footsteps on gravel")).toEqual(["footsteps"]);
    expect(readPrompt("footsteps on gravel").scene.material).toBe("gravel");
  });

  it("keeps at most three layers", () => {
    expect(ids("rain, wind, a dog barking, a fire and a helicopter")).toHaveLength(MAX_LAYERS);
  });

  it("uses a context word only when nothing else names a sound", () => {
    expect(ids("a door")).toEqual(["door-slam"]);
    expect(ids("knocking on a door")).toEqual(["knock"]);
    expect(ids("crickets chirping")).toEqual(["crickets"]);
    expect(ids("chirping")).toEqual(["birds"]);
    expect(ids("ocean waves crashing")).toEqual(["waves"]);
  });

  it("plays one sound of a group and drops what another already contains", () => {
    expect(ids("success notification chime")).toEqual(["success"]);
    expect(ids("cafe ambience with chatter")).toEqual(["cafe"]);
    expect(ids("thunderstorm with rain")).toEqual(["storm"]);
  });

  it("gives each layer the modifiers next to it, and the scene the rest", () => {
    const reading = readPrompt("heavy rain and slow distant thunder");
    expect(reading.recipes[0].pushes.intensity).toBeGreaterThan(0);
    expect(reading.recipes[1].pushes.intensity).toBe(0);
    expect(reading.recipes[1].pushes.speed).toBeLessThan(0);
    expect(reading.scene.distance).toBeGreaterThan(0);
    expect(readPrompt("thunder rumbling in the distance").scene.distance).toBeGreaterThan(1);
    expect(readPrompt("car passing by").scene.passing).toBe(true);
  });

  it("strengthens a modifier after 'very'", () => {
    const intensity = (text: string) => readPrompt(text).recipes[0].pushes.intensity;
    expect(intensity("very heavy rain")).toBeGreaterThan(intensity("heavy rain"));
    expect(intensity("light rain")).toBeLessThan(0);
  });

  it("lists the words it understood", () => {
    expect(readPrompt("Very LOUD and distant").understood).toEqual(["very", "loud", "distant"]);
    expect(readPrompt("quantum spreadsheet accounting").understood).toEqual([]);
    expect(readPrompt("quantum spreadsheet accounting").recipes).toEqual([]);
  });
});

describe("the vocabulary", () => {
  it("has unique ids, known categories, and every category filled", () => {
    expect(new Set(RECIPES.map((r) => r.id)).size).toBe(RECIPES.length);
    for (const r of RECIPES) expect(SOUND_CATEGORIES).toContain(r.category);
    for (const c of SOUND_CATEGORIES) expect(RECIPES.filter((r) => r.category === c).length, c).toBeGreaterThanOrEqual(2);
  });

  it("names each recipe by each of its keywords", () => {
    for (const r of RECIPES) {
      for (const k of [...r.keywords, ...(r.weakKeywords ?? [])]) expect(ids(k)[0], `${r.id}: "${k}"`).toBe(r.id);
      for (const v of Object.keys(r.variants ?? {})) expect(r.keywords, `${r.id} variant "${v}"`).toContain(v);
    }
  });

  it("answers each example with its own recipe first", () => {
    for (const r of RECIPES) for (const e of r.examples) expect(ids(e)[0], `"${e}"`).toBe(r.id);
  });

  it("never gives two recipes the same name", () => {
    const seen = new Map<string, string>();
    for (const r of RECIPES) {
      for (const k of r.keywords) {
        const key = stemPhrase(k).join(" ");
        const other = seen.get(key);
        if (other && other !== r.id) expect.fail(`"${k}" names both ${other} and ${r.id}`);
        seen.set(key, r.id);
      }
    }
    for (const phrase of Object.keys(MODIFIERS)) expect(stemPhrase(phrase).length).toBeGreaterThan(0);
  });
});
