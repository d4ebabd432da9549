import { findLanguagePage, type LanguagePageEntry } from "@vocable/domain";
import { AppError } from "#platform/errors";

/** The landing page's entry, or 404 for a slug outside the table. */
export function requireLanguagePage(slug: string): LanguagePageEntry {
  const entry = findLanguagePage(slug);
  if (!entry) throw new AppError("not_found", 404, `There is no language or accent page "${slug}".`);
  return entry;
}
