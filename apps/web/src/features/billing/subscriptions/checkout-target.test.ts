import { describe, expect, it } from "vitest";
import { checkoutTarget } from "./checkout-target";

const ORIGIN = "http://localhost:18080";

describe("checkoutTarget", () => {
  it("opens this app's pages in the router", () => {
    expect(checkoutTarget(`${ORIGIN}/app/checkout/cs_1`, ORIGIN)).toEqual({ kind: "route", path: "/app/checkout/cs_1" });
    expect(checkoutTarget("/app/subscription?x=1", ORIGIN)).toEqual({ kind: "route", path: "/app/subscription?x=1" });
  });

  it("opens the local checkout here even when PUBLIC_URL names another host", () => {
    expect(checkoutTarget("http://vocable.internal:8080/app/checkout/cs_2", ORIGIN)).toEqual({ kind: "route", path: "/app/checkout/cs_2" });
  });

  it("leaves for the provider's https pages", () => {
    expect(checkoutTarget("https://checkout.stripe.com/c/pay/cs_test", ORIGIN)).toEqual({ kind: "external", url: "https://checkout.stripe.com/c/pay/cs_test" });
  });

  it("refuses script, plain http elsewhere and garbage", () => {
    expect(checkoutTarget("javascript:alert(1)", ORIGIN)).toBeNull();
    expect(checkoutTarget("http://evil.example/pay", ORIGIN)).toBeNull();
    expect(checkoutTarget("data:text/html,hi", ORIGIN)).toBeNull();
    expect(checkoutTarget("http://[bad", ORIGIN)).toBeNull();
  });
});
