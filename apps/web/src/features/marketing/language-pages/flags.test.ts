import { LANGUAGE_PAGES } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { FLAG_URLS, flagUrl } from "./flags";

describe("the landing pages' flags", () => {
  it("has a bundled flag for every page of the table", () => {
    const missing = LANGUAGE_PAGES.filter((entry) => !flagUrl(entry.flag)).map((entry) => `${entry.name}: ${entry.flag}`);
    expect(missing).toEqual([]);
  });

  it("bundles no flag the table does not use", () => {
    const used = new Set(LANGUAGE_PAGES.map((entry) => entry.flag));
    expect(Object.keys(FLAG_URLS).filter((code) => !used.has(code))).toEqual([]);
  });

  it("gives each flag a URL of an SVG file, and none for an unknown code", () => {
    for (const url of Object.values(FLAG_URLS)) expect(url).toMatch(/\.svg$|^data:image\/svg\+xml/);
    expect(flagUrl("xx")).toBeUndefined();
    expect(flagUrl("constructor")).toBeUndefined();
  });
});
