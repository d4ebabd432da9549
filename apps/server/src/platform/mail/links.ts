/** http(s) links in running text; a sentence's closing punctuation is not part of the link. */
const LINK = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}]+$/;

/** Every http(s) link of a plain-text body, in order of appearance. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[0].replace(TRAILING, "")).filter((link) => link.length > "https://".length);
}

/** Splits text into plain runs and links, for pages that make the links clickable. */
export function splitLinks(text: string): Array<{ text: string; link: boolean }> {
  const parts: Array<{ text: string; link: boolean }> = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const link = match[0].replace(TRAILING, "");
    if (match.index > at) parts.push({ text: text.slice(at, match.index), link: false });
    parts.push({ text: link, link: true });
    at = match.index + link.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), link: false });
  return parts;
}
