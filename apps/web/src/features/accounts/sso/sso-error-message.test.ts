import { describe, expect, it } from "vitest";
import { ssoErrorMessage } from "./sso-error-message";

describe("ssoErrorMessage", () => {
  it.each([
    ["sso_email_outside_domain", null, /outside your company's domain/],
    ["invalid_state", "state mismatch", /took too long or was opened twice\. Start again\./],
    ["access_denied", "User cancelled", /cancelled at your identity provider/],
    ["discovery_failed", "fetch failed", /could not be reached/],
  ])("explains %s", (code, description, expected) => {
    expect(ssoErrorMessage(code, description)).toMatch(expected);
  });

  it("falls back to the description, then the code", () => {
    expect(ssoErrorMessage("token_exchange_failed", "The provider refused the code")).toBe("Single sign-on failed: The provider refused the code");
    expect(ssoErrorMessage("token_exchange_failed", "  ")).toBe("Single sign-on failed: token_exchange_failed");
    expect(ssoErrorMessage("token_exchange_failed")).toBe("Single sign-on failed: token_exchange_failed");
    expect(ssoErrorMessage("")).toBe("Single sign-on failed: unknown error");
  });

  it("does not treat inherited object keys as known codes, and cuts long descriptions", () => {
    expect(ssoErrorMessage("constructor")).toBe("Single sign-on failed: constructor");
    expect(ssoErrorMessage("x", "a".repeat(500))).toBe(`Single sign-on failed: ${"a".repeat(200)}`);
  });
});
