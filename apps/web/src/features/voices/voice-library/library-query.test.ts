import type { LibraryVoice } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { createQuerySerializer } from "openapi-fetch";
import { hasFilters, LIBRARY_PAGE_SIZE, libraryLabels, libraryQuery, NO_FILTERS, previewVoiceOf, sharePath, similarityPercent, type LibraryQuery } from "./library-query";

/** The address the typed client (lib/api.ts, openapi-fetch's default query serializer) asks for. */
const withQuery = (path: string, query: LibraryQuery) => `${path}?${createQuerySerializer()(query)}`;

const voice: LibraryVoice = {
  public_owner_id: "owner1",
  voice_id: "voice1",
  date_unix: 1_700_000_000,
  name: "Ada",
  accent: "british",
  gender: "female",
  age: "young",
  descriptive: "calm",
  use_case: "narration",
  category: "generated",
  language: "en",
  locale: null,
  description: "A calm voice.",
  preview_url: "http://localhost/v1/voices/voice1/preview.mp3",
  usage_character_count_1y: 0,
  usage_character_count_7d: 0,
  play_api_usage_character_count_1y: 0,
  cloned_by_count: 2,
  free_users_allowed: true,
  live_moderation_enabled: false,
  featured: false,
  notice_period: 0,
  is_added_by_user: false,
  vocable_method: "parametric",
};

describe("libraryQuery", () => {
  it("asks for a page and nothing else without filters", () => {
    expect(libraryQuery(NO_FILTERS)).toEqual({ page_size: LIBRARY_PAGE_SIZE });
    expect(withQuery("/v1/shared-voices", libraryQuery(NO_FILTERS))).toBe(`/v1/shared-voices?page_size=${LIBRARY_PAGE_SIZE}`);
  });

  it("sends each chosen filter under the API's name", () => {
    const query = libraryQuery({ gender: "female", age: "young", accent: "british", language: "en", useCase: "narration", category: "generated", search: "calm" }, null, 10);
    expect(query).toEqual({ page_size: 10, gender: "female", age: "young", accent: "british", language: "en", use_cases: "narration", category: "generated", search: "calm" });
    expect(withQuery("/v1/shared-voices", query)).toBe(
      "/v1/shared-voices?page_size=10&gender=female&age=young&accent=british&language=en&use_cases=narration&category=generated&search=calm",
    );
  });

  it("trims the search text and leaves it out when empty (spec §5)", () => {
    expect(libraryQuery({ ...NO_FILTERS, search: "  deep voice  " }).search).toBe("deep voice");
    expect(libraryQuery({ ...NO_FILTERS, search: "   " })).not.toHaveProperty("search");
  });

  it("continues after a page with last_sort_id", () => {
    expect(libraryQuery(NO_FILTERS, "abc").last_sort_id).toBe("abc");
    expect(libraryQuery(NO_FILTERS, null)).not.toHaveProperty("last_sort_id");
  });

  it("encodes values that need it", () => {
    expect(withQuery("/v1/shared-voices", libraryQuery({ ...NO_FILTERS, search: "a&b=c" }))).toContain("search=a%26b%3Dc");
  });
});

describe("hasFilters", () => {
  it("is false for no filters or a blank search, true for any choice", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, accent: "irish" })).toBe(true);
  });
});

describe("similarityPercent", () => {
  it.each([
    [0, 100],
    [0.2, 90],
    [1, 50],
    [2, 0],
    [0.333, 83],
  ])("distance %s is %s%% similar", (distance, percent) => {
    expect(similarityPercent(distance)).toBe(percent);
  });

  it("stays within 0..100 and is null without a distance", () => {
    expect(similarityPercent(-0.1)).toBe(100);
    expect(similarityPercent(2.5)).toBe(0);
    expect(similarityPercent(undefined)).toBeNull();
    expect(similarityPercent(Number.NaN)).toBeNull();
  });
});

describe("sharePath", () => {
  it("is the voice lab's share route of the owner and voice", () => {
    expect(sharePath("owner1", "voice1")).toBe("/app/voice-lab/share/owner1/voice1");
    expect(sharePath("a/b", "c d")).toBe("/app/voice-lab/share/a%2Fb/c%20d");
  });
});

describe("previewVoiceOf and libraryLabels", () => {
  it("gives the preview button the name, preview and labels with the method", () => {
    const preview = previewVoiceOf(voice);
    expect(preview).toMatchObject({ voice_id: "voice1", name: "Ada", preview_url: voice.preview_url, category: "generated" });
    expect(libraryLabels(voice)).toEqual({ accent: "british", gender: "female", age: "young", use_case: "narration", language: "en", vocable_method: "parametric" });
    expect(previewVoiceOf({ ...voice, category: "premade" }).category).toBe("premade");
  });

  it("leaves out empty labels", () => {
    expect(libraryLabels({ ...voice, accent: "", use_case: "" })).not.toHaveProperty("accent");
  });
});
