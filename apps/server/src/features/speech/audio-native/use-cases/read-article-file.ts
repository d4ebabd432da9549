import { readFile } from "node:fs/promises";
import { AppError } from "#platform/errors";
import type { UploadedFile } from "#platform/uploads/read-upload-form";
import { MAX_ARTICLE_CHARACTERS, htmlArticleText, looksLikeHtml, tidyText } from "../article-text";

/** The most bytes of an article file (an HTML page with its markup). */
export const MAX_ARTICLE_FILE_BYTES = 5 * 1024 * 1024;

/**
 * The readable text of an uploaded article (`file`): a UTF-8 text file as paragraphs, or an HTML
 * page's article (article-text.ts). 400 naming `file` for a file too large, not UTF-8 text, or
 * with nothing to read.
 */
export async function readArticleFile(file: UploadedFile): Promise<string> {
  if (file.size > MAX_ARTICLE_FILE_BYTES) {
    throw new AppError("invalid_request", 400, `file: ${file.size} bytes; an article file may have at most ${MAX_ARTICLE_FILE_BYTES} bytes.`);
  }
  return articleFromBytes(await readFile(file.path), file.name, "file");
}

/** The article of a text or HTML document's bytes; `field` names what a refusal is about. */
export function articleFromBytes(bytes: Uint8Array, name: string, field: string): string {
  let raw: string;
  try {
    raw = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError("invalid_request", 400, `${field}: not UTF-8 text. Send a .txt file in UTF-8 or an HTML page.`);
  }
  if (raw.includes("\u0000")) throw new AppError("invalid_request", 400, `${field}: contains NUL characters; send a .txt file or an HTML page, not a binary file.`);
  const text = looksLikeHtml(name, raw) ? htmlArticleText(raw) : tidyText(raw);
  if (text === "") throw new AppError("invalid_request", 400, `${field}: has no readable text (an HTML page's scripts, styles and navigation are left out).`);
  if (text.length > MAX_ARTICLE_CHARACTERS) {
    throw new AppError("text_too_long", 400, `${field}: the article is ${text.length} characters long; an Audio Native article may have at most ${MAX_ARTICLE_CHARACTERS}.`);
  }
  return text;
}
