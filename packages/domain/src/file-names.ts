/**
 * File names for downloads (spec voices §5, accounts §5): history items, voice previews, the
 * history zip and the share video. Names are built here once so the server's
 * `Content-Disposition` and the web app's save dialog agree.
 *
 * Lengths are counted in Unicode code points, so a name is never cut inside a surrogate pair.
 */

/** Product name carried by generated download names. */
export const FILE_NAME_PRODUCT = "Vocable";

/** Name of the archive returned when several history items are downloaded at once. */
export const HISTORY_ZIP_NAME = "history.zip";

/** Name of the downloaded share video (spec: "an mp4 with a fixed file name carrying the product name"). */
export const SHARE_VIDEO_FILE_NAME = `${FILE_NAME_PRODUCT}_video.mp4`;

/** Longest download name, in code points, extension included (the common file-system limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Longest text part of a history file name. */
export const HISTORY_FILE_PART_LENGTH = 20;

/** Default download extension (the default output format is mp3). */
export const DEFAULT_EXTENSION = "mp3";

/** Characters the spec removes from the history file part: / \ : * ? " ' < > | and comma. */
const HISTORY_FORBIDDEN = /[/\\:*?"'<>|,]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const WHITESPACE_RUN = /\s+/gu;
/** Everything that is not a letter, combining mark, digit, underscore, dot or hyphen. */
const NON_WORD = /[^\p{L}\p{M}\p{N}_.-]/gu;

/** Extensions {@link withExtension} treats as an existing extension to replace. */
const KNOWN_EXTENSIONS: ReadonlySet<string> = new Set([
  "mp3", "mpeg", "mpga", "wav", "wave", "pcm", "raw", "ulaw", "alaw", "opus", "ogg", "oga",
  "flac", "aac", "m4a", "mp4", "webm", "aif", "aiff", "zip",
]);

/** First `max` code points of a string. */
function cutCodePoints(text: string, max: number): string {
  let out = "";
  let n = 0;
  for (const ch of text) {
    if (n === max) break;
    out += ch;
    n++;
  }
  return out;
}

function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * The part of a history item's text used in its file name: removes / \ : * ? " ' < > | and commas
 * (and control characters), trims, turns whitespace runs into underscores and cuts to 20 code points.
 * @example historyFilePart('Hello, "world"! How are you?') === "Hello_world!_How_are"
 */
export function historyFilePart(text: string): string {
  const cleaned = text.replace(HISTORY_FORBIDDEN, "").trim().replace(WHITESPACE_RUN, "_").replace(CONTROL, "");
  return cutCodePoints(cleaned, HISTORY_FILE_PART_LENGTH);
}

/**
 * Makes a name safe to save: whitespace runs become underscores, then every non-word character
 * is stripped, and the result is cut at 255 code points.
 *
 * "Word" here is Unicode-aware (letters, combining marks, digits, underscore) so "Zoë" or "日本語"
 * survive. Two characters beyond the strict word class are kept because names need them: the
 * hyphen (dates such as 2026-11-21, hyphenated names) and the dot (so a full name such as
 * "take.mp3" keeps its extension). Neither can form a path: slashes are gone, and leading dots are
 * removed, so the result is never ".", ".." or a hidden file.
 * An empty result becomes `fallback`.
 */
export function sanitizeDownloadName(name: string, fallback = "audio"): string {
  const cleaned = name.replace(WHITESPACE_RUN, "_").replace(NON_WORD, "").replace(/^\.+/, "");
  const cut = cutCodePoints(cleaned, MAX_FILE_NAME_LENGTH);
  return cut === "" ? fallback : cut;
}

/**
 * The file extension for an output format or extension: "mp3_44100_128" -> "mp3",
 * "pcm_16000" -> "pcm", ".WAV" -> "wav". Anything unusable gives "mp3".
 */
export function extensionForFormat(formatOrExtension: string): string {
  const ext = formatOrExtension.trim().replace(/^\.+/, "").split("_")[0].toLowerCase();
  return /^[a-z0-9]+$/.test(ext) ? ext : DEFAULT_EXTENSION;
}

/**
 * Gives a name the extension of `ext` (an extension or an output format such as "mp3_44100_128"),
 * replacing an existing media or archive extension ("take.wav" -> "take.mp3") and adding one
 * otherwise ("Dr.Smith" -> "Dr.Smith.mp3": only known extensions are replaced, so dots inside
 * names survive). The base is shortened when needed so the whole name stays within 255 code points.
 */
export function withExtension(name: string, ext: string = DEFAULT_EXTENSION): string {
  const dot = name.lastIndexOf(".");
  const hasKnown = dot > 0 && KNOWN_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
  return appendExtension(hasKnown ? name.slice(0, dot) : name, ext);
}

/** `${base}.${ext}` with the base shortened so the whole stays within 255 code points. */
function appendExtension(base: string, ext: string): string {
  const extension = extensionForFormat(ext);
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1;
  const fitted = codePointLength(base) > room ? cutCodePoints(base, room) : base;
  return `${fitted}.${extension}`;
}

/** Inputs of {@link historyItemFileName}. */
export interface HistoryItemFileNameInput {
  voiceName?: string | null;
  text?: string | null;
  /** Creation time in Unix seconds. */
  dateUnix?: number | null;
  /** Extension or output format; default mp3. */
  extension?: string | null;
}

/** "2026-11-21T10_00_00" in UTC: deterministic on server and browser, and colon-free for Windows. */
function fileDate(dateUnix: number): string | null {
  if (!Number.isFinite(dateUnix)) return null;
  const date = new Date(Math.floor(dateUnix) * 1000);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  // Years outside 0000-9999 use the expanded "+010000-" form; such dates are junk, leave them out.
  if (!/^\d{4}-/.test(iso)) return null;
  return iso.slice(0, 19).replace(/:/g, "_");
}

/**
 * Download name of a history item: `Vocable_{UTC date}_{voice}_{text part}.{ext}`, e.g.
 * `Vocable_2026-11-21T10_00_00_Rachel_Hello_world.mp3`. The text part is {@link historyFilePart};
 * missing or empty parts are left out; the whole is passed through {@link sanitizeDownloadName}.
 * The extension is appended, never substituted, so a text ending in "file.wav" keeps its words.
 */
export function historyItemFileName(input: HistoryItemFileNameInput): string {
  const parts = [FILE_NAME_PRODUCT];
  const date = input.dateUnix == null ? null : fileDate(input.dateUnix);
  if (date) parts.push(date);
  const voice = sanitizeDownloadName(input.voiceName ?? "", "");
  if (voice) parts.push(voice);
  const text = sanitizeDownloadName(historyFilePart(input.text ?? ""), "");
  if (text) parts.push(text);
  // Trailing dots would give "Hello..mp3" (and are invalid at the end of a Windows name).
  const base = sanitizeDownloadName(parts.join("_")).replace(/\.+$/, "");
  return appendExtension(base, input.extension || DEFAULT_EXTENSION);
}

/** Download name of a voice preview: `voice_preview_{name}.mp3`, the name sanitised. */
export function voicePreviewFileName(name: string): string {
  return appendExtension(`voice_preview_${sanitizeDownloadName(name, "voice").replace(/\.+$/, "")}`, "mp3");
}
