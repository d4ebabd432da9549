import { describe, expect, it } from "vitest";
import { soundHeaders, type SoundHeaders } from "./sound-headers";

describe("soundHeaders", () => {
  it.each<[string, Record<string, string>, SoundHeaders]>([
    [
      "all of them",
      {
        "history-item-id": "h1",
        "sound-effect-seed": "4294967295",
        "sound-effect-category": "weather",
        "sound-effect-description": encodeURIComponent("Procedural: rain (heavy) + roof (tin), 2.0 s"),
      },
      { historyItemId: "h1", seed: 4294967295, category: "weather", description: "Procedural: rain (heavy) + roof (tin), 2.0 s" },
    ],
    ["none", {}, { historyItemId: null, seed: null, category: null, description: null }],
    ["a seed that is not a number", { "sound-effect-seed": "abc" }, { historyItemId: null, seed: null, category: null, description: null }],
    ["a badly encoded description", { "sound-effect-description": "100%" }, { historyItemId: null, seed: null, category: null, description: "100%" }],
    ["an empty description", { "sound-effect-description": " " }, { historyItemId: null, seed: null, category: null, description: null }],
  ])("%s", (_name, values, expected) => {
    expect(soundHeaders(new Headers(values))).toEqual(expected);
  });
});
