import { describe, expect, it } from "vitest";
import { modelLanguagesText } from "./model-picker";

const languages = (...names: string[]) => ({ languages: names.map((name, i) => ({ language_id: `l${i}`, name })) });

describe("modelLanguagesText", () => {
  it.each([
    [languages(), "Speaks no language listed by the server."],
    [languages("English"), "Speaks 1 language: English."],
    [languages("English", "French"), "Speaks 2 languages: English, French."],
    [languages("A", "B", "C", "D", "E", "F", "G", "H", "I", "J"), "Speaks 10 languages: A, B, C, D, E, F, G, H and 2 more."],
  ])("%j", (model, text) => {
    expect(modelLanguagesText(model)).toBe(text);
  });
});
