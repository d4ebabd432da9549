import { describe, expect, it } from "vitest";
import { domainVerificationRecord, emailDomain, emailInDomain, normalizeDomain, ssoDomainRefusal, txtRecordsProve } from "./sso";

describe("SSO domains", () => {
  it.each([
    ["example.com", null],
    ["Corp.Example.COM.", null],
    ["a-b.example.co.uk", null],
    ["", "Enter the e-mail domain of your company, e.g. example.com."],
    ["localhost", "Enter a full domain with a dot, e.g. example.com."],
    ["10.0.0.1", "Enter a domain name, not an IP address."],
    ["*.example.com", "A domain is made of letters, digits and hyphens between dots, e.g. example.com."],
    ["example.com:443", "A domain is made of letters, digits and hyphens between dots, e.g. example.com."],
    ["-bad.example.com", "A domain is made of letters, digits and hyphens between dots, e.g. example.com."],
    ["exa mple.com", "A domain is made of letters, digits and hyphens between dots, e.g. example.com."],
    [`${"a".repeat(250)}.com`, "A domain has at most 253 characters."],
  ])("%s -> %s", (domain, refusal) => {
    expect(ssoDomainRefusal(domain)).toBe(refusal);
  });

  it.each([
    ["Ada@Example.COM", "example.com"],
    ["a@b@corp.example", "corp.example"],
    ["no-at-sign", null],
    ["@example.com", null],
    ["ada@", null],
  ])("the domain of %s is %s", (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });

  it("matches an address to its exact domain only", () => {
    expect(emailInDomain("ada@example.com", "Example.com.")).toBe(true);
    expect(emailInDomain("ada@eu.example.com", "example.com")).toBe(false);
    expect(emailInDomain("ada@example.com.evil", "example.com")).toBe(false);
    expect(normalizeDomain(" Example.COM. ")).toBe("example.com");
  });

  it("names the TXT record under the challenge label and proves it from split or quoted chunks", () => {
    const record = domainVerificationRecord("Example.com", "tok123");
    expect(record).toEqual({ type: "TXT", name: "_vocable-challenge.example.com", value: "vocable-domain-verification=tok123" });
    expect(txtRecordsProve([["v=spf1 -all"], ["vocable-domain-", "verification=tok123"]], record.value)).toBe(true);
    expect(txtRecordsProve([['"vocable-domain-verification=tok123"']], record.value)).toBe(true);
    expect(txtRecordsProve([["vocable-domain-verification=tok1234"]], record.value)).toBe(false);
    expect(txtRecordsProve([], record.value)).toBe(false);
  });
});
