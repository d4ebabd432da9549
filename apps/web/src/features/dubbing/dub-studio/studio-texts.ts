/**
 * What the dubbing studio says while it works and about its choices: each stage of a re-dub
 * (speaking the lines, rendering the dub), the actions' names, the voices a speaker can take and
 * what adding a language costs.
 */
import { formatInteger } from "@vocable/domain";
import { charactersLeft, dubCost, dubCostText, type CharacterFields } from "#features/dubbing/dubs/dub-cost-text";

/** PATCH …/speaker's voice_id for the speaker's own voice, approximated from their track. */
export const TRACK_CLONE = "track-clone";
export const TRACK_CLONE_LABEL = "The speaker's own voice (approximated)";

/** "1 line", "3 lines". */
export function linesText(count: number): string {
  return count === 1 ? "1 line" : `${formatInteger(count)} lines`;
}

/** The stage of POST …/dub: "Speaking the line…", "Speaking 3 lines…". */
export function speakingText(count: number): string {
  return count === 1 ? "Speaking the line…" : `Speaking ${linesText(count)}…`;
}

/** The stage of a render of the dub's own kind. */
export function renderingText(renderType: "mp4" | "mp3"): string {
  return renderType === "mp4" ? "Rendering the video…" : "Rendering the audio…";
}

/** Said when a re-dub is over: the player now plays it. */
export function renderedText(renderType: "mp4" | "mp3", language: string): string {
  return `Done: the ${language} ${renderType === "mp4" ? "video" : "audio"} now has the new lines.`;
}

/** The action that dubs every changed line of the language: "Re-dub 2 changed lines". */
export function redubAllLabel(count: number): string {
  return `Re-dub ${linesText(count).replace("line", "changed line")}`;
}

export interface VoiceChoice {
  value: string;
  label: string;
}

/** The picker's value while it shows the voice speaking now (choosing another one changes it). */
export const CURRENT_VOICE = "";

/**
 * The voice picker's options: the voice speaking now, in words (what the picker shows until
 * another is chosen), the speaker's own voice approximated again, then the similar library
 * voices, nearest first.
 */
export function voiceChoices(currentLabel: string | null, similar: readonly { voice_id: string; name: string }[]): VoiceChoice[] {
  return [
    { value: CURRENT_VOICE, label: `Now: ${currentLabel?.trim() || "made from the speaker's voice when dubbed"}` },
    { value: TRACK_CLONE, label: TRACK_CLONE_LABEL },
    ...similar.map((v) => ({ value: v.voice_id, label: v.name })),
  ];
}

/** What adding a language costs (as the dub's first language did), or the rate when the length is not known. */
export function addLanguageCostText(languageName: string, seconds: number | null, watermark: boolean): string {
  return dubCostText(seconds, watermark, `Adding ${languageName}`);
}

/** Why the month's characters may not cover the new language (the server decides), or null. */
export function addLanguageQuotaWarning(sub: CharacterFields, seconds: number | null, watermark: boolean): string | null {
  const left = charactersLeft(sub);
  const cost = dubCost(seconds, watermark);
  if (left === null || cost === null || cost <= left) return null;
  return `It needs ${formatInteger(cost)} characters and ${formatInteger(left)} are left this month, so it may be refused.`;
}
