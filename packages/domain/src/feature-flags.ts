/**
 * Feature flags: switches an instance's operators set for the whole server (FEATURE_FLAGS) and
 * for one workspace (PUT /v1/admin/workspaces/{id}/feature-flags), read by the web app through
 * GET /v1/feature-flags. A workspace's own setting wins over the instance's, which wins over the
 * default here.
 */

export const FEATURE_FLAG_DEFAULTS = {
  /** The player's and history's feedback widget (voices §4: "shows only when the feature config has feedback_enabled"). */
  feedback_enabled: true,
  /** The text-to-speech share video (accounts §2): with it on, Share opens the video modal, and enterprise workspaces see Share at all. */
  tts_video: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as string[]).includes(value);
}

const ON = new Set(["on", "true", "1", "yes"]);
const OFF = new Set(["off", "false", "0", "no"]);

/**
 * The FEATURE_FLAGS setting: `name=on` or `name=off` pairs separated by commas ("tts_video=on,
 * feedback_enabled=off"). Throws with the first entry it cannot read, naming the flags it knows.
 */
export function parseFeatureFlagSetting(setting: string): Partial<FeatureFlags> {
  const flags: Partial<FeatureFlags> = {};
  for (const entry of setting.split(",").map((e) => e.trim()).filter((e) => e !== "")) {
    const [name, value = "", ...rest] = entry.split("=").map((part) => part.trim());
    if (!isFeatureFlag(name)) throw new Error(`Unknown feature flag "${name}" in FEATURE_FLAGS: the flags are ${FEATURE_FLAGS.join(", ")}.`);
    const word = value.toLowerCase();
    if (rest.length > 0 || (!ON.has(word) && !OFF.has(word))) throw new Error(`FEATURE_FLAGS: "${entry}" must be ${name}=on or ${name}=off.`);
    flags[name] = ON.has(word);
  }
  return flags;
}

/** The flags in force for a workspace: its own settings over the instance's over the defaults. */
export function resolveFeatureFlags(instance: Partial<FeatureFlags>, workspace: Partial<FeatureFlags>): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, workspace[flag] ?? instance[flag] ?? FEATURE_FLAG_DEFAULTS[flag]])) as FeatureFlags;
}

/**
 * Whether a history item's Share button shows (accounts §6): hidden on enterprise workspaces unless
 * the text-to-speech video flag is on, and with the flag on it opens the video modal.
 */
export function shareButtonMode(tier: string, flags: Pick<FeatureFlags, "tts_video">): "hidden" | "link" | "video" {
  if (flags.tts_video) return "video";
  return tier === "enterprise" ? "hidden" : "link";
}
