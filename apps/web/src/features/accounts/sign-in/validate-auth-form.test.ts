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

  it("applies the domain's password and name rules on sign-up", () => {
    const base = { name: "Ada", email: "ada@example.com" };
    expect(validateAuthForm({ ...base, password: "        " }, "sign-up")).toEqual({ password: "A password cannot be only spaces." });
    expect(validateAuthForm({ ...base, password: "a".repeat(129) }, "sign-up")).toEqual({ password: "Use at most 128 characters." });
    expect(validateAuthForm({ ...base, name: "n".repeat(101), password: "12345678" }, "sign-up")).toEqual({
      name: "Use at most 100 characters.",
    });
    expect(validateAuthForm({ ...base, email: `${"a".repeat(250)}@b.co`, password: "12345678" }, "sign-up")).toEqual({
      email: "Enter a valid e-mail address.",
    });
  });

  it("does not check password length on sign-in", () => {
    expect(validateAuthForm({ email: "a@b.co", password: "x" }, "sign-in")).toEqual({});
  });
});
