import { BUILT_IN_VOICES, languagePageHead, type LanguagePageEntry } from "@vocable/domain";

/* What a language or accent landing page says about its row, besides the row's own words. */

/** The page's h1: "Czech text to speech", "British accent text to speech" (its title without the site's name). */
export function languagePageHeading(entry: LanguagePageEntry): string {
  return languagePageHead(entry).title.replace(/ · Vocable$/, "");
}

/** The BCP 47 tag of the page's text (the text box's `lang`): the language's code, or the accent's. */
export function languagePageLang(entry: LanguagePageEntry): string {
  return entry.kind === "language" ? entry.languageCode : entry.code;
}

/** The accent's name without the word Accent ("British"), or null on a language's page. */
export function accentOf(entry: LanguagePageEntry): string | null {
  return entry.kind === "accent" ? entry.name.replace(/ Accent$/, "") : null;
}

/** The name of the built-in voice that reads the page (its `voice_id`), when one does. */
export function builtInVoiceName(entry: LanguagePageEntry): string | undefined {
  return entry.voice_id === undefined ? undefined : BUILT_IN_VOICES.find((voice) => voice.voiceId === entry.voice_id)?.name;
}

/** A time in seconds as m:ss ("0:07"); an unknown or endless time as 0:00. */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** How far through the sample playback is, 0 to 100 (0 while the duration is unknown). */
export function progressPercent(time: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, (time / duration) * 100));
}

/** The characters of a text as the server counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The page's sample (public, byte ranges): an `<audio>` plays it straight from the server. */
export function samplePath(entry: Pick<LanguagePageEntry, "audioSrc">): string {
  return `/v1/language-pages/${encodeURIComponent(entry.audioSrc)}/sample.mp3`;
}
