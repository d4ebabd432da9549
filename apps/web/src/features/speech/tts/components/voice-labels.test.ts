import { describe, expect, it } from "vitest";
import { engineBadge } from "./voice-labels";

describe("engineBadge", () => {
  it.each([
    ["flite", "Flite"],
    ["espeak-ng", "eSpeak NG"],
    ["kokoro-gpu", "kokoro-gpu"],
    ["local-amy", "local-amy"],
    [undefined, null],
    ["", null],
  ])("%j -> %j", (engine, badge) => {
    expect(engineBadge(engine)).toBe(badge);
  });
});
