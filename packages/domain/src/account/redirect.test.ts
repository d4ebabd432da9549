import { describe, expect, it } from "vitest";
import { DEFAULT_REDIRECT_PATH, REDIRECT_ALLOW_LIST, REDIRECT_MAX_LENGTH, redirectAfterSignIn, type RedirectRejection } from "./redirect";

const origin = "http://localhost:18080";

describe("redirectAfterSignIn: honoured targets", () => {
  it.each([
    // Known app routes, with their query and hash.
    ["/app/speech-synthesis/text-to-speech/history?x=1", "/app/speech-synthesis/text-to-speech/history?x=1"],
    ["/app/settings/api-keys", "/app/settings/api-keys"],
    ["/app/settings?dialog=add-2fa", "/app/settings?dialog=add-2fa"],
    ["/app/pronunciation-dictionaries#top", "/app/pronunciation-dictionaries#top"],
    ["/", "/"],
    // Allow-list words: the area and pages under it.
    ["/app/history", "/app/history"],
    ["/app/subscription", "/app/subscription"],
    ["/app/usage/workspace", "/app/usage/workspace"],
    // Known app routes outside the allow-list words: the public plans page and a checkout.
    ["/pricing", "/pricing"],
    ["/app/checkout/cs_1", "/app/checkout/cs_1"],
    ["/app/dubs/abc123", "/app/dubs/abc123"],
    ["/app/audio-native", "/app/audio-native"],
    ["/app/affiliates", "/app/affiliates"],
    ["/app/request-alpha-access", "/app/request-alpha-access"],
    ["/app/redirect?to=x", "/app/redirect?to=x"],
    // Shapes.
    ["/v1/dubs/dub_123", "/v1/dubs/dub_123"],
    ["/v1/projects/p-9", "/v1/projects/p-9"],
    ["/app/voice-lab/share/abc/def", "/app/voice-lab/share/abc/def"],
    ["/app/studio/XyZ09", "/app/studio/XyZ09"],
    ["/sound-effects/thunder-storm", "/sound-effects/thunder-storm"],
    // The integration callback with its own parameters.
    [
      "/app/integrations/deployment-platform/callback?code=c1&configurationId=i&next=https%3A%2F%2Fx&source=marketplace&teamId=t",
      "/app/integrations/deployment-platform/callback?code=c1&configurationId=i&next=https%3A%2F%2Fx&source=marketplace&teamId=t",
    ],
    // Absolute URLs of this very origin become paths; dot segments are resolved first.
    ["http://localhost:18080/app/history?a=1", "/app/history?a=1"],
    ["/app/../app/history", "/app/history"],
  ])("%s -> %s", (candidate, path) => {
    expect(redirectAfterSignIn(candidate, origin)).toEqual({ path });
  });

  it("covers every allow-list word", () => {
    for (const word of REDIRECT_ALLOW_LIST) expect(redirectAfterSignIn(`/app/${word}`, origin).rejected).toBeUndefined();
  });
});

describe("redirectAfterSignIn: refused targets", () => {
  const cases: [string, RedirectRejection][] = [
    ["//evil.example", "cross_origin"],
    ["//evil.example/app/history", "cross_origin"],
    ["//localhost:18080/app/history", "cross_origin"],
    ["/\\evil.example", "backslash"],
    ["/app\\..\\evil", "backslash"],
    ["https:evil.example", "cross_origin"],
    ["https://evil.example/app/history", "cross_origin"],
    ["http://other.origin/app/history", "cross_origin"],
    ["https://localhost:18080/app/history", "cross_origin"],
    ["javascript:alert(1)", "cross_origin"],
    ["JaVaScRiPt:alert(1)", "cross_origin"],
    ["data:text/html,<script>alert(1)</script>", "cross_origin"],
    ["%2F%2Fevil.example", "encoded_separator"],
    ["/%5Cevil.example", "encoded_separator"],
    ["/app/history/%2f%2fevil", "encoded_separator"],
    ["/app/history/%00", "encoded_separator"],
    ["/\t/evil.example", "control_character"],
    ["/\n/evil.example", "control_character"],
    ["/app/his\ttory", "control_character"],
    ["java\nscript:alert(1)", "control_character"],
    ["/app/history\u2028", "control_character"],
    ["/app/sign-in", "sign_in_loop"],
    ["/app/sign-in?redirect=/app/sign-in", "sign_in_loop"],
    ["/APP/SIGN-IN", "sign_in_loop"],
    ["/app/sign-up?redirect=/app/x", "sign_in_loop"],
    ["/app/sign-in/reset-password", "sign_in_loop"],
    ["/press", "not_allowed"],
    ["/app/historyx", "not_allowed"],
    ["/app/../etc/passwd", "not_allowed"],
    ["/v1/dubs/a/b", "not_allowed"],
    ["/v1/dubs/", "not_allowed"],
    ["/sound-effects/Bad_Slug", "not_allowed"],
    ["/app/integrations/deployment-platform/callback?next=x", "not_allowed"],
    ["/app/integrations/deployment-platform/callback?code=1&evil=2", "not_allowed"],
    ["history", "not_allowed"],
    [`/app/history?${"a".repeat(REDIRECT_MAX_LENGTH)}`, "too_long"],
  ];
  it.each(cases)("%s is refused (%s)", (candidate, rejected) => {
    expect(redirectAfterSignIn(candidate, origin)).toEqual({ path: DEFAULT_REDIRECT_PATH, rejected });
  });

  it("answers the default without a reason when there is no target", () => {
    expect(redirectAfterSignIn(null, origin)).toEqual({ path: DEFAULT_REDIRECT_PATH });
    expect(redirectAfterSignIn(undefined, origin)).toEqual({ path: DEFAULT_REDIRECT_PATH });
    expect(redirectAfterSignIn("", origin)).toEqual({ path: DEFAULT_REDIRECT_PATH });
  });

  it("uses the caller's fallback", () => {
    expect(redirectAfterSignIn("//evil", origin, { fallback: "/app/home" })).toEqual({ path: "/app/home", rejected: "cross_origin" });
  });

  it("accepts the auth pages only when asked to (a continue URL may lead to sign-in)", () => {
    expect(redirectAfterSignIn("/app/sign-in?x=1", origin, { allowAuthPages: true })).toEqual({ path: "/app/sign-in?x=1" });
    expect(redirectAfterSignIn("//evil", origin, { allowAuthPages: true }).rejected).toBe("cross_origin");
  });

  it("refuses everything when the origin itself is not a URL", () => {
    expect(redirectAfterSignIn("/app/history", "not a url")).toEqual({ path: DEFAULT_REDIRECT_PATH, rejected: "unparseable" });
  });

  it("never answers a path that leaves the origin, whatever it is given", () => {
    const hostile = ["//", "///evil", "/./\\evil", "\\\\evil", " //evil", "/app/%2e%2e/%2e%2e//evil", "http:evil", "http:/app/history", "\u0000//evil"];
    for (const candidate of hostile) {
      const { path } = redirectAfterSignIn(candidate, origin);
      expect(path.startsWith("/")).toBe(true);
      expect(path.startsWith("//")).toBe(false);
      expect(new URL(path, origin).origin).toBe(origin);
    }
  });
});
