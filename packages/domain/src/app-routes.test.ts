import { describe, expect, it } from "vitest";
import { APP_ROUTES, APP_ROUTE_PATTERNS, isAppRoute, matchesRoutePattern } from "./app-routes";

describe("app routes", () => {
  it("lists every path once, each an absolute path", () => {
    expect(new Set(APP_ROUTE_PATTERNS).size).toBe(APP_ROUTE_PATTERNS.length);
    for (const pattern of APP_ROUTE_PATTERNS) expect(pattern.startsWith("/")).toBe(true);
  });

  it("knows the pages and redirects, ignoring a trailing slash and letter case", () => {
    for (const path of [APP_ROUTES.home, APP_ROUTES.signIn, APP_ROUTES.sso, "/app/", "/app/settings", "/APP/Sign-In", "/app/settings/api-keys/", "/app/admin/engines", APP_ROUTES.speechToText, APP_ROUTES.speechToTextHistory, "/app/speech-synthesis/speech-to-text/history/"]) {
      expect(isAppRoute(path)).toBe(true);
    }
  });

  it("does not know other paths", () => {
    for (const path of ["/nope", "/app/nope", "/app/admin", "/app/sign-in/extra", "/app/speech-synthesis/text-to-speech/history/x", "/app/speech-synthesis/speech-to-text/x", "/app/speech-synthesis/speech-to-text/history/x", "/ap"]) {
      expect(isAppRoute(path)).toBe(false);
    }
  });

  it("has the speech-to-text page and its history under /app/speech-synthesis", () => {
    expect(APP_ROUTES.speechToText).toBe("/app/speech-synthesis/speech-to-text");
    expect(APP_ROUTES.speechToTextHistory).toBe("/app/speech-synthesis/speech-to-text/history");
  });

  it("has the voice changer under /app/speech-synthesis and the sound-effect pages under /app/sound-effects", () => {
    expect(APP_ROUTES.speechToSpeech).toBe("/app/speech-synthesis/speech-to-speech");
    expect(APP_ROUTES.speechToSpeechHistory).toBe("/app/speech-synthesis/speech-to-speech/history");
    expect([APP_ROUTES.soundEffectsApp, APP_ROUTES.soundEffectsGenerate, APP_ROUTES.soundEffectsHistory, APP_ROUTES.soundEffectsExplore, APP_ROUTES.soundEffectsExploreSearch, APP_ROUTES.soundEffectsExploreCategory]).toEqual([
      "/app/sound-effects",
      "/app/sound-effects/generate",
      "/app/sound-effects/history",
      "/app/sound-effects/explore",
      "/app/sound-effects/explore/search",
      "/app/sound-effects/explore/category",
    ]);
    for (const path of ["/sound-effects", "/sound-effects/heavy-rain-x1", "/sound-effects/heavy-rain-x1/", "/app/sound-effects/", "/app/sound-effects/explore/category"]) expect(isAppRoute(path), path).toBe(true);
    for (const path of ["/sound-effects/a/b", "/app/sound-effects/x", "/app/sound-effects/explore/category/weather", "/app/speech-synthesis/speech-to-speech/x"]) expect(isAppRoute(path), path).toBe(false);
  });

  it("has the dubbing pages under /app/dubbing, apart from the public /dubbing page", () => {
    expect(APP_ROUTES.dubbingApp).toBe("/app/dubbing");
    expect(APP_ROUTES.dub).toBe("/app/dubbing/:dubbingId");
    expect(APP_ROUTES.dubbing).toBe("/dubbing");
    for (const path of ["/app/dubbing", "/app/dubbing/", "/app/dubbing/dub_123", "/app/dubbing/dub_123/"]) expect(isAppRoute(path), path).toBe(true);
    for (const path of ["/app/dubbing/dub_123/es", "/dubbing/dub_123"]) expect(isAppRoute(path), path).toBe(false);
  });

  it("has the voice pages", () => {
    expect(APP_ROUTES.voiceLab).toBe("/app/voice-lab");
    expect(APP_ROUTES.defaultVoices).toBe("/app/default-voices");
    expect(isAppRoute("/app/voice-lab/")).toBe(true);
    expect(isAppRoute("/app/voice-lab/x")).toBe(false);
  });

  it("has the usage pages", () => {
    expect(APP_ROUTES.usage).toBe("/app/usage");
    expect(APP_ROUTES.workspaceUsage).toBe("/app/usage/workspace");
    expect(isAppRoute("/app/usage/workspace/")).toBe(true);
    expect(isAppRoute("/app/usage/x")).toBe(false);
  });

  it("has the plans and billing pages: /pricing and /contact-sales public, the subscription and the checkout under /app", () => {
    expect(APP_ROUTES.pricing).toBe("/pricing");
    expect(APP_ROUTES.contactSales).toBe("/contact-sales");
    expect(APP_ROUTES.subscription).toBe("/app/subscription");
    expect(APP_ROUTES.checkout).toBe("/app/checkout/:checkoutSessionId");
    for (const path of ["/pricing", "/pricing/", "/contact-sales", "/app/subscription", "/app/checkout/cs_123", "/app/checkout/cs_123/"]) {
      expect(isAppRoute(path)).toBe(true);
    }
    for (const path of ["/pricing/monthly", "/app/checkout", "/app/checkout/", "/app/checkout/a/b", "/app/subscription/x"]) {
      expect(isAppRoute(path)).toBe(false);
    }
  });

  it("matches a :param segment with exactly one non-empty segment", () => {
    const pattern = "/app/history/:id";
    expect(matchesRoutePattern(pattern, "/app/history/abc123")).toBe(true);
    expect(matchesRoutePattern(pattern, "/app/history/abc123/")).toBe(true);
    expect(matchesRoutePattern(pattern, "/app/history")).toBe(false);
    expect(matchesRoutePattern(pattern, "/app/history/")).toBe(false);
    expect(matchesRoutePattern(pattern, "/app/history/a/b")).toBe(false);
    expect(isAppRoute("/app/voices/v1/edit", ["/app/voices/:voiceId/edit"])).toBe(true);
    expect(isAppRoute("/app/voices/v1/share", ["/app/voices/:voiceId/edit"])).toBe(false);
  });
});
