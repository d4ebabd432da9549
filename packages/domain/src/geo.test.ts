import { describe, expect, it } from "vitest";
import { isUpdatedTermsModalOpen, normalizeCountryCode, normalizeRegionCode, requiresBiometricTerms, subdivisionCode } from "./geo";

describe("subdivisionCode", () => {
  it.each([
    ["US", "Illinois", "il"],
    ["us", " illinois ", "il"],
    ["US", "District of Columbia", "dc"],
    ["US", "California", "ca"],
    ["CA", "Quebec", "qc"],
    ["US", "Ontario", null],
    ["GB", "England", null],
    ["US", "", null],
    ["US", "toString", null],
  ])("%s %j -> %j", (country, name, expected) => {
    expect(subdivisionCode(country, name)).toBe(expected);
  });
});

describe("code normalization", () => {
  it.each([
    ["us", "US"],
    [" DE ", "DE"],
    ["XX", null],
    ["T1", null],
    ["USA", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("country %j -> %j", (value, expected) => {
    expect(normalizeCountryCode(value)).toBe(expected);
  });

  it.each([
    ["IL", "il"],
    ["il", "il"],
    ["ENG", "eng"],
    ["Illinois", null],
    ["i l", null],
    ["", null],
    [null, null],
  ])("region %j -> %j", (value, expected) => {
    expect(normalizeRegionCode(value)).toBe(expected);
  });
});

describe("biometric terms (spec §4 Updated terms)", () => {
  it.each([
    [{ country: "US", region: "il", city: "Chicago" }, true],
    [{ country: "US", region: "il", city: null }, true],
    [{ country: "US", region: "ca", city: "San Francisco" }, false],
    [{ country: "CA", region: "il", city: null }, false],
    [{ country: "US", region: null, city: null }, false],
    [null, false],
    [undefined, false],
  ])("%j requires them: %s", (geo, expected) => {
    expect(requiresBiometricTerms(geo)).toBe(expected);
  });

  it.each([
    [{ geo_location: { country: "US", region: "il", city: null }, accepted_bipa_terms: false }, true],
    [{ geo_location: { country: "US", region: "il", city: null }, accepted_bipa_terms: true }, false],
    [{ geo_location: { country: "DE", region: null, city: null }, accepted_bipa_terms: false }, false],
    [{ geo_location: null, accepted_bipa_terms: false }, false],
    [null, false],
  ])("modal open for %j: %s", (user, expected) => {
    expect(isUpdatedTermsModalOpen(user)).toBe(expected);
  });
});
