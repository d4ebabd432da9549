import { describe, expect, it } from "vitest";
import { validateAuthForm } from "./validate-auth-form";

describe("validateAuthForm", () => {
  it("accepts a valid sign-up", () => {
    expect(validateAuthForm({ name: "Ada", email: "ada@example.com", password: "12345678" }, "sign-up")).toEqual({});
  });

  it("reports each field", () => {
    expect(validateAuthForm({ name: " ", email: "nope", password: "short" }, "sign-up")).toEqual({
      name: "Enter your name.",
      email: "Enter a valid e-mail address.",
      password: "Use at least 8 characters.",
    });
    expect(validateAuthForm({ email: "", password: "" }, "sign-in")).toEqual({
      email: "Enter your e-mail address.",
      password: "Enter your password.",
    });
  });

  it("does not check password length on sign-in", () => {
    expect(validateAuthForm({ email: "a@b.co", password: "x" }, "sign-in")).toEqual({});
  });
});
