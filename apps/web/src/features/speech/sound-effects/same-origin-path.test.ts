import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path";

describe("sameOriginPath", () => {
  it.each([
    ["http://localhost:8080/v1/sound-effects/library/rain-x1/audio", "/v1/sound-effects/library/rain-x1/audio"],
    ["https://voice.example.org/v1/sound-effects/library/rain-x1/audio?download=1", "/v1/sound-effects/library/rain-x1/audio?download=1"],
    ["/v1/sound-effects/library/rain-x1/audio", "/v1/sound-effects/library/rain-x1/audio"],
    ["//evil.example/x", "/x"],
    ["not a url", "/not%20a%20url"],
  ])("%s -> %s", (url, expected) => {
    expect(sameOriginPath(url)).toBe(expected);
  });
});
