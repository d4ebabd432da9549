import type { LanguagesResponse } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { defaultLanguage, destinationLanguages, languageName, sourceLanguages } from "./order-languages";

const en = { code: "en", label: "English" };
const fr = { code: "fr", label: "French" };
const de = { code: "de", label: "German" };
const single: LanguagesResponse = { kind: "single", languages: [fr, en] };
const pair: LanguagesResponse = { kind: "pair", language_pairs: [{ source_language: en, destination_languages: [en, fr, de] }, { source_language: fr, destination_languages: [] }] };

describe("order languages", () => {
  it("lists the sources of either shape", () => {
    expect(sourceLanguages(single)).toEqual([fr, en]);
    expect(sourceLanguages(pair)).toEqual([en, fr]);
    expect(sourceLanguages(undefined)).toEqual([]);
  });

  it("lists a source's destinations without the source", () => {
    expect(destinationLanguages(pair, "en")).toEqual([fr, de]);
    expect(destinationLanguages(pair, "fr")).toEqual([]);
    expect(destinationLanguages(single, "en")).toEqual([]);
  });

  it.each([
    [[fr, en], undefined, "en"],
    [[fr, en], "fr", "fr"],
    [[fr, de], "xx", "fr"],
    [[], undefined, ""],
  ])("starts %j (asked %s) at %s", (options, wanted, code) => {
    expect(defaultLanguage(options, wanted)).toBe(code);
  });

  it.each([
    ["en", "English"],
    ["fr", "French"],
  ])("names %s %s", (code, name) => {
    expect(languageName(code)).toBe(name);
  });
});
