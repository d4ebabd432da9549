import { describe, expect, it } from "vitest";
import { isMobileUserAgent, nativeShareFallback, SHARE_MESSAGE, socialShareUrl } from "./social-share";

const LINK = "https://voices.example.org/share/AbC123";

describe("socialShareUrl", () => {
  it.each([
    ["facebook", "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fvoices.example.org%2Fshare%2FAbC123&quote=Listen%20to%20what%20I%20made%20with%20Vocable"],
    ["x", "https://x.com/intent/post?text=Listen%20to%20what%20I%20made%20with%20Vocable&url=https%3A%2F%2Fvoices.example.org%2Fshare%2FAbC123"],
    ["whatsapp", "https://wa.me/?text=Listen%20to%20what%20I%20made%20with%20Vocable%20https%3A%2F%2Fvoices.example.org%2Fshare%2FAbC123"],
  ] as const)("%s carries the link and the fixed message", (network, expected) => {
    expect(socialShareUrl(network, LINK)).toBe(expected);
  });

  it("keeps a link's own query intact", () => {
    const url = new URL(socialShareUrl("x", "https://a.example/share/x?a=1&b=2"));
    expect(url.searchParams.get("url")).toBe("https://a.example/share/x?a=1&b=2");
    expect(url.searchParams.get("text")).toBe(SHARE_MESSAGE);
  });
});

describe("isMobileUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", true],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36", true],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)", true],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36", false],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", false],
    ["", false],
  ])("%s → %s", (ua, mobile) => {
    expect(isMobileUserAgent(ua)).toBe(mobile);
  });
});

describe("nativeShareFallback", () => {
  it.each([
    [new DOMException("Share canceled", "AbortError"), "nothing"],
    [Object.assign(new Error("x"), { name: "NotAllowedError" }), "copy"],
    [new TypeError("bad data"), "copy"],
    ["odd", "copy"],
  ] as const)("%s → %s", (error, outcome) => {
    expect(nativeShareFallback(error)).toBe(outcome);
  });
});
