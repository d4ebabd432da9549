import { describe, expect, it } from "vitest";
import {
  REFERRAL_COOKIE_REMOVAL_DELAY_MS,
  REFERRAL_VALIDITY_MS,
  createReferralRecord,
  parseReferralRecord,
  referralAfterVisit,
} from "./referral";

const now = 1_700_000_000_000;

describe("referral record", () => {
  it("lasts 90 days; cookies go after 2 s", () => {
    expect(REFERRAL_VALIDITY_MS).toBe(90 * 24 * 60 * 60 * 1000);
    expect(REFERRAL_COOKIE_REMOVAL_DELAY_MS).toBe(2000);
    expect(createReferralRecord("abc", now)).toEqual({ value: "abc", expiresTimestamp: now + REFERRAL_VALIDITY_MS });
  });

  it.each([
    [{ value: "abc", expiresTimestamp: now + 1 }, { value: "abc", expiresTimestamp: now + 1 }],
    [{ value: "abc", expiresTimestamp: now }, null],
    [{ value: "abc", expiresTimestamp: now - 1 }, null],
    [{ value: "abc", expiresTimestamp: now + REFERRAL_VALIDITY_MS + 1 }, null],
    [{ value: "abc", expiresTimestamp: Number.POSITIVE_INFINITY }, null],
    [{ value: "abc", expiresTimestamp: "9999999999999" }, null],
    [{ value: "<img onerror>", expiresTimestamp: now + 1 }, null],
    [{ value: "a".repeat(65), expiresTimestamp: now + 1 }, null],
    [{ value: "", expiresTimestamp: now + 1 }, null],
    ["abc", null],
    [null, null],
    [[], null],
  ])("stored %j -> %j", (stored, record) => {
    expect(parseReferralRecord(stored, now)).toEqual(record);
  });
});

describe("referralAfterVisit", () => {
  const stored = { value: "old", expiresTimestamp: now + 1000 };
  const visit = (query: string, s: unknown = stored) => referralAfterVisit({ stored: s, query: new URLSearchParams(query), now });

  it.each(["gclid=1", "gbraid=1", "wbraid=1", "msclkid=1", "pk=partner", "partner_key=p", "via=new&gclid=1", "gclid="])(
    "%s clears the record and its cookies",
    (query) => {
      expect(visit(query)).toEqual({ kind: "clear", removeCookiesAfterMs: 2000 });
    },
  );

  it("stores a referral code from the address for 90 days", () => {
    expect(visit("via=friend_42")).toEqual({ kind: "store", record: { value: "friend_42", expiresTimestamp: now + REFERRAL_VALIDITY_MS } });
  });

  it("keeps a valid stored record; drops an expired one; ignores a malformed code", () => {
    expect(visit("")).toEqual({ kind: "keep", record: stored });
    expect(visit("utm_source=news")).toEqual({ kind: "keep", record: stored });
    expect(visit("", { value: "old", expiresTimestamp: now - 1 })).toEqual({ kind: "keep", record: null });
    expect(visit("via=%3Cscript%3E")).toEqual({ kind: "keep", record: stored });
    expect(visit("via=")).toEqual({ kind: "keep", record: stored });
  });
});
