import { describe, expect, it } from "vitest";
import { categoryOf, exploreCategoryHref, exploreSearchHref, searchOf } from "./explore-links";

describe("the explore pages' addresses", () => {
  it.each([
    ["rain", "/app/sound-effects/explore/search?q=rain"],
    ["  heavy   rain ", "/app/sound-effects/explore/search?q=heavy+rain"],
    ["tin & roof", "/app/sound-effects/explore/search?q=tin+%26+roof"],
    ["", "/app/sound-effects/explore/search"],
    ["   ", "/app/sound-effects/explore/search"],
  ])("search %j: %s", (words, expected) => {
    expect(exploreSearchHref(words)).toBe(expected);
  });

  it("names a category's page", () => {
    expect(exploreCategoryHref("weather")).toBe("/app/sound-effects/explore/category?category=weather");
  });

  it.each([
    ["?q=rain", "rain", null],
    ["?q=%20heavy%20rain%20", "heavy rain", null],
    ["", "", null],
    ["?category=weather", "", "weather"],
    ["?category=Weather", "", null],
    ["?category=nope", "", null],
    ["?category=toString", "", null],
  ])("%s reads as search %j, category %s", (query, search, category) => {
    const params = new URLSearchParams(query);
    expect(searchOf(params)).toBe(search);
    expect(categoryOf(params)).toBe(category);
  });
});
