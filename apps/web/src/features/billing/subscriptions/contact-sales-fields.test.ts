import { describe, expect, it } from "vitest";
import { validateContactSales, type ContactSalesFields } from "./contact-sales-fields";

const fields = (overrides: Partial<ContactSalesFields> = {}): ContactSalesFields => ({
  name: " Ada ",
  email: "ada@example.com ",
  company: "",
  seats: "",
  message: " We need 40 seats. ",
  ...overrides,
});

describe("validateContactSales", () => {
  it("trims and leaves out empty optional fields", () => {
    expect(validateContactSales(fields())).toEqual({ errors: {}, request: { name: "Ada", email: "ada@example.com", message: "We need 40 seats." } });
  });

  it("sends company and seats when given", () => {
    expect(validateContactSales(fields({ company: "Acme", seats: "40" })).request).toMatchObject({ company: "Acme", seats: 40 });
  });

  it("says what is missing or wrong", () => {
    const { errors, request } = validateContactSales({ name: "", email: "nope", company: "x".repeat(201), seats: "0", message: " " });
    expect(request).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(["company", "email", "message", "name", "seats"]);
    expect(validateContactSales(fields({ seats: "2.5" })).errors.seats).toBeDefined();
    expect(validateContactSales(fields({ seats: "100001" })).errors.seats).toBeDefined();
  });
});
