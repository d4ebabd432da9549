import { describe, expect, it } from "vitest";
import { issuerProblem, validateIdentityProviderForm } from "./validate-identity-provider-form";

const valid = { issuer: "https://login.example.com/realms/staff", client_id: "vocable", client_secret: "s3cret", domain: "example.com" };

describe("validateIdentityProviderForm", () => {
  it("accepts a complete form", () => {
    expect(validateIdentityProviderForm(valid)).toEqual({});
    expect(validateIdentityProviderForm({ ...valid, issuer: " http://127.0.0.1:9000 ", domain: "Example.COM." })).toEqual({});
  });

  it.each([
    ["", /Enter the issuer URL/],
    ["login.example.com", /Enter a full URL/],
    ["ftp://login.example.com", /starts with https/],
    ["https://login.example.com/?tenant=1", /without a user name, query or fragment/],
    ["https://user:pw@login.example.com", /without a user name/],
    ["https://login.example.com/#x", /fragment/],
  ])("refuses the issuer %j", (issuer, expected) => {
    expect(issuerProblem(issuer)).toMatch(expected);
  });

  it("names each missing or malformed field", () => {
    expect(validateIdentityProviderForm({ issuer: "", client_id: "  ", client_secret: "", domain: "localhost" })).toEqual({
      issuer: "Enter the issuer URL of your identity provider.",
      client_id: "Enter the client ID.",
      client_secret: "Enter the client secret.",
      domain: "Enter a full domain with a dot, e.g. example.com.",
    });
    expect(validateIdentityProviderForm({ ...valid, domain: "10.0.0.1" }).domain).toBe("Enter a domain name, not an IP address.");
  });
});
