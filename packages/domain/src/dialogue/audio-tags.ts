/**
 * v3 audio tags (spec voices §5): square-bracket tags in the text, `[whispers]`, `[short pause]`,
 * `[laughs]`. The rules: whitespace around a tag is merged (the text on both sides keeps one
 * space between its words, not two); nested brackets are kept inside the tag; scanning for a
 * tag's closing bracket stops at a line break (an unclosed `[` is plain text).
 */

/** Text that is read. `[start, end)` are UTF-16 offsets into the original text. */
export interface AudioTagText {
  kind: "text";
  text: string;
  start: number;
  end: number;
}

/**
 * A tag. `[start, end)` covers the brackets and the whitespace merged into the tag; `name` is what
 * is inside the outer brackets, trimmed, lower-cased, inner whitespace as one space.
 */
export interface AudioTag {
  kind: "tag";
  name: string;
  /** The tag as written, brackets included. */
  raw: string;
  start: number;
  end: number;
}

export type AudioTagPart = AudioTagText | AudioTag;

const isBlank = (ch: string | undefined) => ch === " " || ch === "\t";
const isLineBreak = (ch: string | undefined) => ch === "\n" || ch === "\r";

/** The index of the `]` closing the `[` at `open`, or -1 (none before a line break or the end). */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (isLineBreak(ch)) return -1;
    if (ch === "[") depth++;
    else if (ch === "]" && --depth === 0) return i;
  }
  return -1;
}

/** The raw bracket spans of the tags, in order (a blank `[ ]` is not a tag). */
function tagSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (let i = text.indexOf("["); i !== -1; ) {
    const close = closingBracket(text, i);
    if (close !== -1 && text.slice(i + 1, close).trim()) {
      spans.push({ start: i, end: close + 1 });
      i = text.indexOf("[", close + 1);
    } else i = text.indexOf("[", i + 1);
  }
  return spans;
}

/** The parts of `text`: its text and its tags, in order, covering every character once. */
export function parseAudioTags(text: string): AudioTagPart[] {
  const spans = tagSpans(text);
  if (spans.length === 0) return text ? [{ kind: "text", text, start: 0, end: text.length }] : [];
  // Each tag takes the blanks around it (up to its neighbours).
  const tags: AudioTag[] = [];
  for (const [i, span] of spans.entries()) {
    let start = span.start;
    let end = span.end;
    const floor = tags.at(-1)?.end ?? 0;
    while (start > floor && isBlank(text[start - 1])) start--;
    while (end < (spans[i + 1]?.start ?? text.length) && isBlank(text[end])) end++;
    const inner = text.slice(span.start + 1, span.end - 1);
    tags.push({ kind: "tag", name: inner.trim().replace(/\s+/g, " ").toLowerCase(), raw: text.slice(span.start, span.end), start, end });
  }
  // Tags touching one another form a group; a group between two words gives one blank back.
  for (let first = 0; first < tags.length; ) {
    let last = first;
    while (last + 1 < tags.length && tags[last + 1].start === tags[last].end) last++;
    const start = tags[first].start;
    const end = tags[last].end;
    const words = start > 0 && !isLineBreak(text[start - 1]) && end < text.length && !isLineBreak(text[end]);
    if (words && isBlank(text[start])) tags[first].start++;
    else if (words && isBlank(text[end - 1])) tags[last].end--;
    first = last + 1;
  }
  const parts: AudioTagPart[] = [];
  let at = 0;
  for (const tag of tags) {
    if (tag.start > at) parts.push({ kind: "text", text: text.slice(at, tag.start), start: at, end: tag.start });
    parts.push(tag);
    at = tag.end;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at), start: at, end: text.length });
  return parts;
}

/** The text that is read: every tag and the whitespace merged into it left out. */
export function textWithoutAudioTags(text: string): string {
  return parseAudioTags(text)
    .map((part) => (part.kind === "text" ? part.text : ""))
    .join("");
}
