import { NOT_FOUND_TITLE, findMarketingPage } from "@vocable/domain";
import { escapeHtml } from "./html";

/** What the app page's head says for one request. */
export interface PageHeadFacts {
  /** The request's path. */
  pathname: string;
  /** PUBLIC_URL without a trailing slash: canonical and OpenGraph URLs start with it. */
  publicUrl: string;
  /** Whether the path is a page of the app (false: the Not Found page, answered with 404). */
  found: boolean;
  /** The head of a page whose words come from data (a share link's page), instead of the marketing table's. */
  page?: PageHeadContent;
}

/** What a page's head tells search engines and link previews. */
export interface PageHeadContent {
  path: string;
  title: string;
  description: string;
  /** An absolute image URL for the card. */
  image?: string;
  /** An absolute audio URL and its type (`og:audio`). */
  audio?: { url: string; type: string };
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

/**
 * The built app page with the head of the public page at the path (the domain's marketing table):
 * its title and description, the canonical URL on PUBLIC_URL, and OpenGraph tags, so search
 * engines and link previews see each page's own words without running the app. The Not Found page
 * gets its title and `noindex`; the app's own pages keep the page as built.
 */
export function withPageHead(html: string, facts: PageHeadFacts): string {
  if (!facts.found) return addToHead(setTitle(html, NOT_FOUND_TITLE), [`<meta name="robots" content="noindex" />`]);
  const page = facts.page ?? findMarketingPage(facts.pathname);
  if (!page) return html;
  const url = `${facts.publicUrl}${page.path}`;
  const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Vocable" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
  ];
  const { image, audio } = facts.page ?? {};
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`, `<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  if (audio) tags.push(`<meta property="og:audio" content="${escapeHtml(audio.url)}" />`, `<meta property="og:audio:type" content="${escapeHtml(audio.type)}" />`);
  let out = setTitle(html, page.title);
  if (DESCRIPTION.test(out)) out = out.replace(DESCRIPTION, () => description);
  else tags.unshift(description);
  return addToHead(out, tags);
}

/** The tags added at the end of the head (after the title when the page has no closing </head>). */
function addToHead(html: string, tags: string[]): string {
  const text = tags.join("\n    ");
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${text}\n  </head>`);
  return html.replace(/<\/title>/i, () => `</title>${text}`);
}

function setTitle(html: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  // A function replacement: a `$` in the title is text, not a pattern.
  return TITLE.test(html) ? html.replace(TITLE, () => tag) : html.replace(/<head>/i, () => `<head>${tag}`);
}
