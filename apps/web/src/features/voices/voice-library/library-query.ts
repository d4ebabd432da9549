/**
 * The voice library's filters and what they become in GET /v1/shared-voices' query, the share
 * link of a library voice, and how close a similar voice is. Pure, so it is unit-tested.
 */
import type { LibraryVoice, Voice } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import type { paths } from "#lib/api-schema";

/** The library's filter choices; "" means "any". */
export interface LibraryFilters {
  gender: string;
  age: string;
  accent: string;
  language: string;
  useCase: string;
  category: string;
  search: string;
}

export const NO_FILTERS: LibraryFilters = { gender: "", age: "", accent: "", language: "", useCase: "", category: "", search: "" };

/** Voices per library page. */
export const LIBRARY_PAGE_SIZE = 30;

/** The query of GET /v1/shared-voices, as the server's OpenAPI document has it. */
export type LibraryQuery = NonNullable<paths["/v1/shared-voices"]["get"]["parameters"]["query"]>;

/**
 * The query of GET /v1/shared-voices for these filters: empty choices are left out, and the search
 * text is trimmed and left out when empty (spec voices §5). `lastSortId` continues after a page.
 */
export function libraryQuery(filters: LibraryFilters, lastSortId: string | null = null, pageSize = LIBRARY_PAGE_SIZE): LibraryQuery {
  const query: LibraryQuery = { page_size: pageSize };
  const set = (key: "gender" | "age" | "accent" | "language" | "use_cases" | "search", value: string) => {
    const trimmed = value.trim();
    if (trimmed) query[key] = trimmed;
  };
  set("gender", filters.gender);
  set("age", filters.age);
  set("accent", filters.accent);
  set("language", filters.language);
  set("use_cases", filters.useCase);
  const category = filters.category.trim();
  // The category choices are the contract's LIBRARY_CATEGORIES (library-filter-options.ts), the document's enum.
  if (category) query.category = category as LibraryQuery["category"];
  set("search", filters.search);
  if (lastSortId) query.last_sort_id = lastSortId;
  return query;
}

/** Whether any filter is chosen (the empty state then suggests clearing them). */
export function hasFilters(filters: LibraryFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== "");
}

/**
 * How alike a similar voice is, in percent: the server's distance is 1 - cosine similarity of
 * speaker embeddings (0 the same voice .. 2 the opposite), so similarity = 1 - distance / 2.
 */
export function similarityPercent(distance: number | undefined): number | null {
  if (distance === undefined || !Number.isFinite(distance)) return null;
  const similarity = 1 - distance / 2;
  return Math.round(Math.min(1, Math.max(0, similarity)) * 100);
}

/** The share link of a library voice: /app/voice-lab/share/{public_owner_id}/{voice_id}. */
export function sharePath(publicOwnerId: string, voiceId: string): string {
  return APP_ROUTES.voiceLabShare.replace(":publicUserId", encodeURIComponent(publicOwnerId)).replace(":voiceId", encodeURIComponent(voiceId));
}

/** A library voice's labels as a workspace voice carries them (for the shared badges). */
export function libraryLabels(voice: LibraryVoice): Record<string, string> {
  const labels: Record<string, string> = {};
  const entries: Array<[string, string]> = [
    ["accent", voice.accent],
    ["gender", voice.gender],
    ["age", voice.age],
    ["use_case", voice.use_case],
    ["language", voice.language],
    ["vocable_method", voice.vocable_method],
  ];
  for (const [key, value] of entries) if (value) labels[key] = value;
  return labels;
}

/**
 * A library voice in the shape of a Voice, for the preview button the voice pages share (it reads
 * the name and preview_url): the rest is filled with empty values.
 */
export function previewVoiceOf(voice: LibraryVoice): Voice {
  return {
    voice_id: voice.voice_id,
    name: voice.name,
    category: voice.category === "premade" ? "premade" : "generated",
    description: voice.description,
    labels: libraryLabels(voice),
    preview_url: voice.preview_url,
    settings: null,
    available_for_tiers: [],
    high_quality_base_model_ids: [],
    verified_languages: [],
    safety_control: null,
    is_owner: false,
    is_legacy: false,
    created_at_unix: voice.date_unix || null,
    samples: null,
    fine_tuning: null,
    sharing: null,
    voice_verification: null,
    collection_ids: [],
    is_mixed: false,
  };
}
