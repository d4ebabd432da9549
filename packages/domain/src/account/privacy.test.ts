import { describe, expect, it } from "vitest";
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAME_MAX,
  ANALYTICS_PROPERTIES_MAX_BYTES,
  CCPA_REGIONS,
  CONSENT_REQUIRED_COUNTRIES,
  SERVER_ONLY_EVENTS,
  analyticsAllowed,
  analyticsEventBlock,
  ccpaApplies,
  ccpaOptedOut,
  consentRequired,
  isSecretPropertyName,
  isServerOnlyEvent,
  parseStoredConsent,
  preferenceCookie,
  readCookie,
  resolveConsent,
  scrubEventProperties,
} from "./privacy";

describe("consent regions", () => {
  it("lists the EU, the EEA, the UK and Switzerland", () => {
    expect(CONSENT_REQUIRED_COUNTRIES).toHaveLength(32);
    expect(new Set(CONSENT_REQUIRED_COUNTRIES).size).toBe(32);
  });

  it.each([
    ["DE", true],
    ["de", true],
    [" fr ", true],
    ["GB", true],
    ["UK", true],
    ["CH", true],
    ["NO", true],
    ["US", false],
    ["JP", false],
    ["", false],
    [null, false],
    [undefined, false],
    ["DEU", false],
  ])("%j requires consent: %s", (country, required) => {
    expect(consentRequired(country)).toBe(required);
  });
});

describe("resolveConsent", () => {
  const eu = { country: "DE", region: null };
  const us = { country: "US", region: "CA" };
  it.each([
    // A decision stands anywhere.
    ["granted", eu, { consent: "granted", ask: false, persist: null }],
    ["denied", eu, { consent: "denied", ask: false, persist: null }],
    ["granted", us, { consent: "granted", ask: false, persist: null }],
    ["denied", null, { consent: "denied", ask: false, persist: null }],
    // Region not known yet: undecided, in memory; a stored "not applicable" holds meanwhile.
    [null, null, { consent: "undecided", ask: false, persist: null }],
    [null, undefined, { consent: "undecided", ask: false, persist: null }],
    ["not_applicable", null, { consent: "not_applicable", ask: false, persist: null }],
    // A consent region: denied by default, and the banner asks.
    [null, eu, { consent: "denied", ask: true, persist: null }],
    ["not_applicable", eu, { consent: "denied", ask: true, persist: null }],
    // Elsewhere: not applicable, stored once.
    [null, us, { consent: "not_applicable", ask: false, persist: "not_applicable" }],
    ["not_applicable", us, { consent: "not_applicable", ask: false, persist: null }],
    // A location without a country places nobody.
    [null, { country: null, region: null }, { consent: "undecided", ask: false, persist: null }],
  ] as const)("stored %j in %j -> %j", (stored, region, state) => {
    expect(resolveConsent(stored, region)).toEqual(state);
  });

  it.each([
    ["granted", "granted"],
    ["denied", "denied"],
    ["not_applicable", "not_applicable"],
    ["undecided", null],
    ["GRANTED", null],
    ["", null],
    [true, null],
    [null, null],
    [{ consent: "granted" }, null],
  ])("stored value %j reads as %j", (value, parsed) => {
    expect(parseStoredConsent(value)).toBe(parsed);
  });

  it("allows analytics only when granted or not applicable", () => {
    expect(analyticsAllowed("granted")).toBe(true);
    expect(analyticsAllowed("not_applicable")).toBe(true);
    expect(analyticsAllowed("denied")).toBe(false);
    expect(analyticsAllowed("undecided")).toBe(false);
  });
});

describe("cookies", () => {
  it("are 360 days, site-wide, strict, Secure on https", () => {
    expect(preferenceCookie("xi_consent", "granted", { secure: true })).toBe(
      "xi_consent=granted; Max-Age=31104000; Path=/; SameSite=Strict; Secure",
    );
    expect(preferenceCookie("xi_consent", "denied", { secure: false })).toBe("xi_consent=denied; Max-Age=31104000; Path=/; SameSite=Strict");
    expect(preferenceCookie("xi_consent", "a;b=c", { secure: false, maxAgeSeconds: 0 })).toBe(
      "xi_consent=a%3Bb%3Dc; Max-Age=0; Path=/; SameSite=Strict",
    );
  });

  it.each([
    ["xi_consent=granted", "granted"],
    ["a=1; xi_consent=denied; b=2", "denied"],
    ["xxi_consent=granted", null],
    ["xi_consent_old=granted", null],
    ["", null],
    ["xi_consent=%E0%A4%A", null],
    ["xi_consent=a%3Bb", "a;b"],
  ])("reads %j -> %j", (header, value) => {
    expect(readCookie(header, "xi_consent")).toBe(value);
  });
});

describe("CCPA", () => {
  it("lists the spec's states", () => {
    expect([...CCPA_REGIONS]).toEqual(["ca", "ct", "co", "ut", "va", "or", "mt", "tx"]);
  });

  it.each([
    [{ country: "US", region: "CA" }, false, true],
    [{ country: "us", region: "ca" }, false, true],
    [{ country: "US", region: "US-TX" }, false, true],
    [{ country: "US", region: "California" }, false, true],
    [{ country: "US", region: "Montana" }, false, true],
    [{ country: "US", region: "NY" }, false, false],
    [{ country: "US", region: null }, false, false],
    [{ country: "CA", region: "ON" }, false, false],
    // "CA" as a region outside the US is not California.
    [{ country: "ES", region: "CA" }, false, false],
    [null, false, false],
    [null, true, true],
    [{ country: "DE", region: null }, true, true],
  ])("%j with GPC %s applies: %s", (region, gpc, applies) => {
    expect(ccpaApplies(region, gpc)).toBe(applies);
  });

  it.each([
    [{ stored: null, account: null, globalPrivacyControl: false }, false],
    [{ stored: null, account: true, globalPrivacyControl: false }, true],
    // Signed in, the account holds the latest choice made in any browser.
    [{ stored: false, account: true, globalPrivacyControl: false }, true],
    [{ stored: true, account: false, globalPrivacyControl: false }, false],
    // Signed out, this browser's choice.
    [{ stored: true, account: null, globalPrivacyControl: false }, true],
    [{ stored: false, account: undefined, globalPrivacyControl: false }, false],
    [{ stored: false, account: false, globalPrivacyControl: true }, true],
  ])("%j opted out: %s", (input, optedOut) => {
    expect(ccpaOptedOut(input)).toBe(optedOut);
  });
});

describe("analytics events", () => {
  it("has 14 distinct server-only ids", () => {
    expect(SERVER_ONLY_EVENTS).toHaveLength(14);
    expect(new Set(SERVER_ONLY_EVENTS).size).toBe(14);
    expect([ANALYTICS_EVENT_NAME_MAX, ANALYTICS_BATCH_MAX, ANALYTICS_PROPERTIES_MAX_BYTES]).toEqual([64, 20, 2048]);
  });

  it.each([
    ["payment_succeeded", true],
    [" Payment_Succeeded ", true],
    ["generation_charged", true],
    ["sign_up_completed", false],
    ["onboarding_checklist_item_completed", false],
  ])("%j is server-only: %s", (name, serverOnly) => {
    expect(isServerOnlyEvent(name)).toBe(serverOnly);
  });

  it.each([
    ["sign_up_completed", "granted", null],
    ["sign_up_completed", "not_applicable", null],
    ["sign_up_completed", "denied", "no_consent"],
    ["sign_up_completed", "undecided", "no_consent"],
    ["payment_succeeded", "granted", "server_only"],
    ["payment_succeeded", "denied", "no_consent"],
    ["Sign Up", "granted", "invalid_name"],
    ["", "granted", "invalid_name"],
    ["a".repeat(65), "granted", "invalid_name"],
    ["<script>", "granted", "invalid_name"],
  ] as const)("%j under %s -> %s", (name, consent, block) => {
    expect(analyticsEventBlock(name, consent)).toBe(block);
  });

  it.each([
    ["password", true],
    ["newPassword", true],
    ["new_password", true],
    ["PASSWORD_CONFIRM", true],
    ["apiKey", true],
    ["api_key", true],
    ["backupCode", true],
    ["oobCode", true],
    ["totp", true],
    ["session_token", true],
    ["bypass", false],
    ["footprint", false],
    ["item_id", false],
    ["language_code", false],
    ["compass", false],
  ])("property %j is a secret: %s", (key, secret) => {
    expect(isSecretPropertyName(key)).toBe(secret);
  });

  it("scrubs credentials from properties", () => {
    expect(scrubEventProperties({ item_id: "generate_api_key", password: "hunter2", apiKey: "sk_1", plan: "free" })).toEqual({
      item_id: "generate_api_key",
      plan: "free",
    });
  });
});
