import { describe, expect, it } from "vitest";
import { isServiceAccountEmail, memberKindMatches, serviceAccountEmail, SERVICE_ACCOUNT_EMAIL_DOMAIN } from "./service-accounts";

describe("service accounts", () => {
  it("get an address in the reserved .invalid domain", () => {
    expect(serviceAccountEmail("AbC123")).toBe(`sa-abc123@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`);
    expect(SERVICE_ACCOUNT_EMAIL_DOMAIN.endsWith(".invalid")).toBe(true);
  });

  it.each<[string, boolean]>([
    ["sa-abc@service-accounts.invalid", true],
    ["  SA-ABC@Service-Accounts.INVALID ", true],
    ["person@example.com", false],
    ["service-accounts.invalid@example.com", false],
    ["sa-abc@service-accounts.invalid.example.com", false],
    ["sa-abc@notservice-accounts.invalid", false],
  ])("%s is a service account's address: %s", (email, expected) => {
    expect(isServiceAccountEmail(email)).toBe(expected);
  });

  it.each<["person" | "service_account", "person" | "service_account" | undefined, boolean]>([
    ["person", undefined, true],
    ["service_account", undefined, true],
    ["person", "person", true],
    ["service_account", "person", false],
    ["person", "service_account", false],
    ["service_account", "service_account", true],
  ])("a %s in a list filtered to %s: %s", (kind, filter, expected) => {
    expect(memberKindMatches(kind, filter)).toBe(expected);
  });
});
