import { controlsToSpaces } from "@vocable/contract";
import { Parser } from "htmlparser2";

/** The most characters an article may have (title and author included): what one conversion speaks and charges. */
export const MAX_ARTICLE_CHARACTERS = 200_000;

/** Elements whose content is never read aloud: code, styling, page furniture, controls. */
const SKIPPED = new Set([
  "script", "style", "noscript", "template", "head", "title", "nav", "footer", "aside", "form", "button", "select",
  "textarea", "option", "svg", "math", "iframe", "object", "embed", "canvas", "video", "audio", "picture", "map", "dialog",
]);
/** Elements that end a paragraph (a pause in the reading). */
const BLOCKS = new Set([
  "p", "div", "section", "article", "main", "header", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dl", "dt", "dd",
  "blockquote", "pre", "figure", "figcaption", "table", "tr", "caption", "hr", "br", "address", "details", "summary", "body",
]);
/** The parts of a page that hold its article, most specific first. */
const ZONES = ["article", "main"] as const;

/**
 * The readable text of an HTML page: paragraphs in reading order, without scripts, styles,
 * navigation, forms or anything marked hidden; the first `<article>` (else `<main>`, else the
 * body) when the page has one. HTML is only tokenized here, never rendered or run: nothing in it is
 * fetched and no script executes.
 */
export function htmlArticleText(html: string): string {
  const whole: string[] = [];
  const zones: Record<(typeof ZONES)[number], string[]> = { article: [], main: [] };
  const open: { name: string; skipped: boolean; zone: (typeof ZONES)[number] | null }[] = [];
  let skipDepth = 0;
  const zoneDone = { article: false, main: false };
  const active = () => ZONES.filter((z) => open.some((e) => e.zone === z));
  const push = (text: string) => {
    whole.push(text);
    for (const z of active()) zones[z].push(text);
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const hidden = "hidden" in attribs || attribs["aria-hidden"] === "true" || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attribs.style ?? "");
        const skipped = SKIPPED.has(name) || hidden;
        const zone = (ZONES as readonly string[]).includes(name) && !zoneDone[name as (typeof ZONES)[number]] && skipDepth === 0 ? (name as (typeof ZONES)[number]) : null;
        open.push({ name, skipped, zone });
        if (skipped) skipDepth++;
        if (skipDepth === 0 && BLOCKS.has(name)) push("\n\n");
        if (skipDepth === 0 && (name === "td" || name === "th")) push(" ");
      },
      ontext(text) {
        if (skipDepth === 0) push(text);
      },
      onclosetag(name) {
        // htmlparser2 closes every element it opened, implied ones included, innermost first.
        for (let i = open.length - 1; i >= 0; i--) {
          if (open[i].name !== name) continue;
          const [closed] = open.splice(i, 1);
          if (closed.skipped) skipDepth--;
          if (closed.zone) zoneDone[closed.zone] = true;
          break;
        }
        if (skipDepth === 0 && BLOCKS.has(name)) push("\n\n");
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  for (const z of ZONES) {
    const text = tidyText(zones[z].join(""));
    if (text) return text;
  }
  return tidyText(whole.join(""));
}

/** Plain text as paragraphs: control characters as spaces, runs of spaces collapsed, blank lines between paragraphs. */
export function tidyText(text: string): string {
  return controlsToSpaces(text.replace(/\r\n?/g, "\n"))
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p !== "")
    .join("\n\n");
}

/** Whether a file is HTML: by its name, else by how it begins. */
export function looksLikeHtml(name: string, text: string): boolean {
  if (/\.(x?html?)$/i.test(name)) return true;
  if (/\.(txt|text|md)$/i.test(name)) return false;
  return /^\s*(<!doctype\s+html|<html[\s>]|<body[\s>]|<(p|div|article|h[1-6])[\s>])/i.test(text.slice(0, 2000));
}

/** What the conversion speaks: the title, then the author, then the article, as paragraphs. */
export function spokenArticle(parts: { title: string; author: string; text: string }): string {
  return [parts.title, parts.author, parts.text].map((p) => p.trim()).filter((p) => p !== "").join("\n\n");
}

/**
 * The article cut into pieces of at most `max` characters for text to speech: whole paragraphs
 * where they fit, else sentences, else words (a word longer than `max` is cut).
 */
export function articlePieces(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = "";
  const add = (unit: string, sep: string) => {
    if (current === "") current = unit;
    else if (current.length + sep.length + unit.length <= max) current += sep + unit;
    else {
      pieces.push(current);
      current = unit;
    }
  };
  for (const paragraph of text.split("\n\n")) {
    if (paragraph.length <= max) {
      add(paragraph, "\n\n");
      continue;
    }
    for (const sentence of paragraph.match(/[^.!?…。！？]+[.!?…。！？]*["'”’)\]]*\s*/g) ?? [paragraph]) {
      const s = sentence.trim();
      if (s.length <= max) {
        add(s, " ");
        continue;
      }
      for (const word of s.split(/\s+/)) {
        for (let i = 0; i < word.length; i += max) add(word.slice(i, i + max), " ");
      }
    }
  }
  if (current !== "") pieces.push(current);
  return pieces;
}
