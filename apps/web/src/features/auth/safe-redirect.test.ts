import { describe, expect, it } from "vitest";
import { DEFAULT_APP_PATH, safeRedirectPath } from "./safe-redirect";

const origin = "http://localhost:18080";

describe("safeRedirectPath", () => {
  it("keeps same-origin /app/ paths with their query", () => {
    expect(safeRedirectPath("/app/speech-synthesis/text-to-speech/history?x=1", origin)).toBe(
      "/app/speech-synthesis/text-to-speech/history?x=1",
    );
    expect(safeRedirectPath("/app/settings/api-keys", origin)).toBe("/app/settings/api-keys");
  });

  it("falls back for anything else", () => {
    for (const bad of [
      null,
      "",
      "/",
      "/pricing",
      "https://evil.example/app/x",
      "//evil.example/app/x",
      "/app\\..\\evil",
      "/app/../etc",
      "/app/sign-in",
      "/app/sign-up?redirect=/app/x",
    ]) {
      expect(safeRedirectPath(bad, origin)).toBe(DEFAULT_APP_PATH);
    }
  });
});
