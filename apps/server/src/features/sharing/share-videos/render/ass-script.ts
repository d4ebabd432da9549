import type { ShareVideoTheme } from "@vocable/domain";
import { pagesOf, type TimedWord } from "./video-words";

/** The colours of a theme's text and waveform (the background is the domain's SHARE_VIDEO_BACKGROUNDS). */
export const THEME_PALETTES: Record<ShareVideoTheme, { spoken: string; unspoken: string; voice: string; mark: string; wave: string }> = {
  colour: { spoken: "#ffffff", unspoken: "#c7d2fe", voice: "#e0e7ff", mark: "#ffffff", wave: "#fde68a" },
  light: { spoken: "#18181b", unspoken: "#a1a1aa", voice: "#52525b", mark: "#18181b", wave: "#4f46e5" },
  dark: { spoken: "#ffffff", unspoken: "#71717a", voice: "#a1a1aa", mark: "#ffffff", wave: "#a78bfa" },
};

/** The font the video is drawn in: DejaVu Sans, shipped by `dejavu-fonts-ttf` (wide script coverage). */
export const VIDEO_FONT = "DejaVu Sans";

/** An sRGB "#rrggbb" as ASS's &H00BBGGRR (opaque). */
function assColour(hex: string): string {
  const [r, g, b] = [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return `&H00${b}${g}${r}`.toUpperCase();
}

/** H:MM:SS.cc, ASS's time. */
function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(cs % 100).padStart(2, "0")}`;
}

/** Text as ASS shows it literally: braces would start override tags and a backslash an escape. */
function assText(text: string): string {
  return text.replace(/[{}]/g, (ch) => (ch === "{" ? "(" : ")")).replace(/\\/g, "\u2216").replace(/[\r\n]+/g, " ");
}

/**
 * The video's subtitle script: the voice's name at the top, the product mark at the bottom left,
 * and the text a page at a time in the middle, each word filling with the spoken colour as it is
 * said (karaoke `\kf`, timed from the words). `size` is the square video's side.
 */
export function assScript(input: { words: readonly TimedWord[]; voiceName: string; durationSeconds: number; theme: ShareVideoTheme; size: number }): string {
  const palette = THEME_PALETTES[input.theme];
  const scale = input.size / 720;
  const px = (n: number) => Math.round(n * scale);
  const end = assTime(input.durationSeconds);
  const style = (name: string, size: number, primary: string, secondary: string, bold: boolean, alignment: number, marginV: number, marginH = 60) =>
    `Style: ${name},${VIDEO_FONT},${px(size)},${assColour(primary)},${assColour(secondary)},&H00000000,&H00000000,${bold ? -1 : 0},0,0,0,100,100,0,0,1,0,0,${alignment},${px(marginH)},${px(marginH)},${px(marginV)},1`;
  const lines = [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${input.size}`,
    `PlayResY: ${input.size}`,
    "WrapStyle: 0",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    style("Text", 42, palette.spoken, palette.unspoken, true, 5, 0),
    style("Voice", 28, palette.voice, palette.voice, false, 8, 56),
    style("Mark", 26, palette.mark, palette.mark, true, 1, 34, 40),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    `Dialogue: 0,0:00:00.00,${end},Voice,,0,0,0,,${assText(input.voiceName)}`,
    `Dialogue: 0,0:00:00.00,${end},Mark,,0,0,0,,Vocable`,
  ];
  const pages = pagesOf(input.words);
  pages.forEach((page, n) => {
    // A page shows from its first word (the first page from the start) until the next page's first word.
    const from = n === 0 ? 0 : page[0]!.start;
    const until = n + 1 < pages.length ? pages[n + 1]![0]!.start : input.durationSeconds;
    let text = `{\\k${Math.round((page[0]!.start - from) * 100)}}`;
    page.forEach((word, k) => {
      const next = k + 1 < page.length ? page[k + 1]!.start : word.end;
      text += `{\\kf${Math.max(1, Math.round((next - word.start) * 100))}}${assText(word.text)}${k + 1 < page.length ? " " : ""}`;
    });
    lines.push(`Dialogue: 1,${assTime(from)},${assTime(Math.max(until, from + 0.01))},Text,,0,0,0,,${text}`);
  });
  return `${lines.join("\n")}\n`;
}
