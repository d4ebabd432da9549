import { describe, expect, it } from "vitest";
import { checkoutReturnOf } from "./use-checkout-return";

describe("checkoutReturnOf", () => {
  it("reads the provider's return", () => {
    expect(checkoutReturnOf("?checkout=success&session_id=cs_1")).toBe("success");
    expect(checkoutReturnOf("?checkout=canceled")).toBe("canceled");
    expect(checkoutReturnOf("")).toBeNull();
    expect(checkoutReturnOf("?checkout=maybe")).toBeNull();
  });
});
