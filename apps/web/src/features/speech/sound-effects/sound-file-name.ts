import { historyFilePart, sanitizeDownloadName, withExtension } from "@vocable/domain";

/**
 * The name a sound effect is saved under: `{prompt or title}_{n}.mp3` for a variation (n its
 * number, 1 to 4, so the four save apart), `{title}.mp3` for a library sound; the words cut and
 * cleaned as history file names are, "sound_effect" when nothing is left of them.
 */
export function soundFileName(words: string, variation?: number): string {
  const base = sanitizeDownloadName(historyFilePart(words), "").replace(/_+$/, "") || "sound_effect";
  return withExtension(variation === undefined ? base : `${base}_${variation}`, "mp3");
}
