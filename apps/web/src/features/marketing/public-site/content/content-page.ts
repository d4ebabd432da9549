import type { SiteLink } from "./site-links";

/** A section of a public page: a heading, then paragraphs and a list, both optional. */
export interface ContentSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}

/**
 * A public page as data: its words only (its <title> and description are the domain's marketing
 * table's, by `path`). `status` "planned" marks a product that is not available yet.
 */
export interface ContentPageData {
  path: string;
  status?: "available" | "planned";
  heading: string;
  lead: string;
  sections: readonly ContentSection[];
  /** Links at the end of the page ("Try it", "Read the API reference"...). */
  actions?: readonly SiteLink[];
}
