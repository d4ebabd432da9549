import { describe, expect, it } from "vitest";
import { parseFeatureFlagSetting, resolveFeatureFlags, shareButtonMode } from "./feature-flags";

describe("parseFeatureFlagSetting", () => {
  it.each([
    ["", {}],
    ["tts_video=on", { tts_video: true }],
    [" tts_video = ON , feedback_enabled=off ", { tts_video: true, feedback_enabled: false }],
    ["feedback_enabled=false,tts_video=1", { feedback_enabled: false, tts_video: true }],
    ["tts_video=on,,", { tts_video: true }],
  ])("%j → %j", (setting, flags) => {
    expect(parseFeatureFlagSetting(setting)).toEqual(flags);
  });

  it.each([
    ["video=on", 'Unknown feature flag "video" in FEATURE_FLAGS: the flags are feedback_enabled, tts_video.'],
    ["tts_video", 'FEATURE_FLAGS: "tts_video" must be tts_video=on or tts_video=off.'],
    ["tts_video=maybe", 'FEATURE_FLAGS: "tts_video=maybe" must be tts_video=on or tts_video=off.'],
    ["tts_video=on=off", 'FEATURE_FLAGS: "tts_video=on=off" must be tts_video=on or tts_video=off.'],
  ])("refuses %j", (setting, message) => {
    expect(() => parseFeatureFlagSetting(setting)).toThrow(message);
  });
});

describe("resolveFeatureFlags", () => {
  it.each([
    [{}, {}, { feedback_enabled: true, tts_video: false }],
    [{ tts_video: true }, {}, { feedback_enabled: true, tts_video: true }],
    [{ tts_video: true }, { tts_video: false }, { feedback_enabled: true, tts_video: false }],
    [{}, { feedback_enabled: false }, { feedback_enabled: false, tts_video: false }],
  ])("instance %j, workspace %j → %j", (instance, workspace, flags) => {
    expect(resolveFeatureFlags(instance, workspace)).toEqual(flags);
  });
});

describe("shareButtonMode", () => {
  it.each([
    ["free", false, "link"],
    ["pro", false, "link"],
    ["enterprise", false, "hidden"],
    ["enterprise", true, "video"],
    ["creator", true, "video"],
  ])("%s with tts_video %s → %s", (tier, tts_video, mode) => {
    expect(shareButtonMode(tier, { tts_video })).toBe(mode);
  });
});
