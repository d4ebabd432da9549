import type { LibraryQuery } from "./library-query";

/**
 * The voice library's TanStack Query keys. They sit apart from the app's voice lists (queryKeys):
 * adding or sharing a voice invalidates both.
 */
export const libraryKeys = {
  all: ["voice-library"] as const,
  /** Keyed by the query the filters make, so a space typed after a word fetches nothing new. */
  list: (query: LibraryQuery) => ["voice-library", "list", query] as const,
  /** One owner's library voices (the share page). */
  owner: (publicOwnerId: string) => ["voice-library", "owner", publicOwnerId] as const,
};
