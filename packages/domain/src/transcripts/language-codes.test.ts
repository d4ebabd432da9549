import { describe, expect, it } from "vitest";
import { toIso6391, toIso6393 } from "./language-codes";

describe("transcript language codes", () => {
  it.each([
    ["en", "en"],
    ["EN", "en"],
    ["eng", "en"],
    ["en-US", "en"],
    ["pt_BR", "pt"],
    ["deu", "de"],
    ["zho", "zh"],
    ["xx", null],
    ["klingon", null],
    ["", null],
    ["e", null],
  ])("toIso6391(%j) is %j", (input, expected) => {
    expect(toIso6391(input)).toBe(expected);
  });

  it.each([
    ["en", "eng"],
    ["de", "deu"],
    ["xx", "xx"],
  ])("toIso6393(%j) is %j", (input, expected) => {
    expect(toIso6393(input)).toBe(expected);
  });
});
