import { describe, expect, it } from "vitest";
import { emailUpdateFailureText, readEmailChangeLink, withoutEmailChangeParams } from "./email-change-link";

describe("readEmailChangeLink", () => {
  it.each([
    ["?verification_code=abc", { code: "abc", isReverting: false }],
    ["?verification_code=abc&isReverting=true", { code: "abc", isReverting: true }],
    ["?isReverting=true&verification_code=a.b-c", { code: "a.b-c", isReverting: true }],
    ["?verification_code=abc&isReverting=false", { code: "abc", isReverting: false }],
    ["?verification_code=abc&isReverting=1", { code: "abc", isReverting: false }],
    ["?verification_code=", null],
    ["?verification_code=%20", null],
    ["?isReverting=true", null],
    ["?verificationCode=abc", null],
    ["", null],
  ])("%s", (search, expected) => {
    expect(readEmailChangeLink(search)).toEqual(expected);
  });
});

describe("withoutEmailChangeParams", () => {
  it.each([
    ["?verification_code=abc", ""],
    ["?verification_code=abc&isReverting=true", ""],
    ["?tab=x&verification_code=abc&isReverting=true", "?tab=x"],
    ["?sensitiveActionVerificationCode=s&verification_code=abc", "?sensitiveActionVerificationCode=s"],
    ["", ""],
  ])("%s -> %s", (search, expected) => {
    expect(withoutEmailChangeParams(search)).toBe(expected);
  });
});

describe("emailUpdateFailureText", () => {
  it("reads the server's reason as the rest of the spec's sentence", () => {
    expect(emailUpdateFailureText("This link is invalid or has expired. Ask for a new one.")).toBe(
      "Unable to update email, this link is invalid or has expired. Ask for a new one.",
    );
    expect(emailUpdateFailureText("Network error")).toBe("Unable to update email, network error");
    expect(emailUpdateFailureText("SMTP is down")).toBe("Unable to update email, SMTP is down");
  });

  it("does not repeat a reason that is the whole sentence already", () => {
    const taken = "Unable to update email, this address is already in use by another account.";
    expect(emailUpdateFailureText(taken)).toBe(taken);
  });
});
