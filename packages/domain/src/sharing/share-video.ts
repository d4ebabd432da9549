/**
 * The share video of a text-to-speech item (spec accounts §2, §4, §8): its themes, the
 * bracketed-tags switch, and the modal's progress estimate.
 */

/** The video themes, in the modal's order; the first is the default. */
export const SHARE_VIDEO_THEMES = ["colour", "light", "dark"] as const;
export type ShareVideoTheme = (typeof SHARE_VIDEO_THEMES)[number];
export const DEFAULT_SHARE_VIDEO_THEME: ShareVideoTheme = "colour";

export const SHARE_VIDEO_THEME_LABELS: Record<ShareVideoTheme, string> = { colour: "Multicolor", light: "White", dark: "Black" };

/** The background of each theme (colour: a gradient between its two stops). */
export const SHARE_VIDEO_BACKGROUNDS: Record<ShareVideoTheme, readonly [string, string]> = {
  colour: ["#4f46e5", "#db2777"],
  light: ["#ffffff", "#ffffff"],
  dark: ["#18181b", "#18181b"],
};

/** The square video's side and the preview's (spec §9: preview 320 by 320). */
export const SHARE_VIDEO_SIZE = 720;
export const SHARE_VIDEO_PREVIEW_SIZE = 320;

/** The progress estimate: 130 ms of rendering per character, updated every 100 ms, capped at 100 %. */
export const SHARE_VIDEO_MS_PER_CHARACTER = 130;
export const SHARE_VIDEO_PROGRESS_INTERVAL_MS = 100;

export function shareVideoProgress(elapsedMs: number, characters: number): number {
  const expected = Math.max(1, characters) * SHARE_VIDEO_MS_PER_CHARACTER;
  return Math.min(100, Math.max(0, Math.floor((elapsedMs / expected) * 100)));
}

const BRACKETED = /\[[^[\]\n]*\]/g;

/** Whether the text holds a bracketed segment such as "[laughs]" (the modal then offers the strip switch). */
export function hasBracketedSegment(text: string): boolean {
  return /\[[^[\]\n]*\]/.test(text);
}

/** The text without its bracketed segments ("[whispers] Hello [laughs] there" → "Hello there"), spaces tidied. */
export function stripBracketedTags(text: string): string {
  return text
    .replace(BRACKETED, " ")
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/ ([,.;:!?])/g, "$1")
    .trim();
}
