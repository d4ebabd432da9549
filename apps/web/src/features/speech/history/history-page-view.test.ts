import { describe, expect, it } from "vitest";
import { groupByDate, historyDateGroup } from "./history-date-groups";
import { NO_FILTERS, filtersFromParams, historyListParams, historyPageSize, paramsWithFilters } from "./history-filters";
import { characterCountLabel, partialNote, settingsSummary, sourceLabel } from "./history-item-view";

const unix = (iso: string) => Date.parse(iso) / 1000;
// Wednesday 25 November 2026, 10:00 in Berlin (09:00 UTC).
const NOW = unix("2026-11-25T09:00:00Z");

describe("historyDateGroup", () => {
  it.each([
    ["2026-11-25T00:30:00+01:00", "Today"],
    ["2026-11-24T23:59:00+01:00", "Yesterday"],
    ["2026-11-23T08:00:00+01:00", "This week"], // Monday
    ["2026-11-22T23:00:00+01:00", "November"], // the Sunday before
    ["2026-10-31T12:00:00+01:00", "October"],
    ["2025-12-31T12:00:00+01:00", "December 2025"],
  ])("%s in Berlin is %s", (iso, label) => {
    expect(historyDateGroup(unix(iso), NOW, "Europe/Berlin").label).toBe(label);
  });

  it("reads the days in the user's time zone", () => {
    // 23:30 UTC on the 24th is already the 25th in Berlin, still the 24th in New York.
    const late = unix("2026-11-24T23:30:00Z");
    expect(historyDateGroup(late, NOW, "Europe/Berlin").label).toBe("Today");
    expect(historyDateGroup(late, NOW, "America/New_York").label).toBe("Yesterday");
  });

  it("puts an item dated a little after now (a clock ahead) under Today", () => {
    expect(historyDateGroup(NOW + 60, NOW, "UTC").label).toBe("Today");
  });
});

describe("groupByDate", () => {
  it("keeps the list's order and gives each heading its adjacent items", () => {
    const items = ["2026-11-25T08:00:00Z", "2026-11-25T07:00:00Z", "2026-11-24T07:00:00Z", "2026-10-02T07:00:00Z", "2026-10-01T07:00:00Z"].map(unix);
    const groups = groupByDate(items, (d) => d, NOW, "UTC");
    expect(groups.map((g) => [g.key, g.label, g.items.length])).toEqual([
      ["today", "Today", 2],
      ["yesterday", "Yesterday", 1],
      ["month:2026-10", "October", 2],
    ]);
  });
});

describe("history filters in the URL", () => {
  it("round-trips through the search parameters and keeps other parameters", () => {
    const filters = { search: "rain", voiceId: "v1", modelId: "eleven_flash_v2_5", source: "STS" as const, from: "2026-11-01", to: "2026-11-25" };
    const params = paramsWithFilters(new URLSearchParams("tab=x&voice=old"), filters);
    expect(params.toString()).toBe("tab=x&voice=v1&q=rain&model=eleven_flash_v2_5&source=STS&from=2026-11-01&to=2026-11-25");
    expect(filtersFromParams(params)).toEqual(filters);
    expect(paramsWithFilters(params, NO_FILTERS).toString()).toBe("tab=x");
  });

  it("drops malformed values", () => {
    expect(filtersFromParams(new URLSearchParams("source=Projects&from=yesterday&to=2026-13-45x"))).toEqual(NO_FILTERS);
  });

  it("turns days into the bounds of whole days", () => {
    const q = historyListParams({ ...NO_FILTERS, from: "2026-11-01", to: "2026-11-01" });
    expect(q.date_before_unix! - q.date_after_unix!).toBeGreaterThanOrEqual(23 * 3600);
    expect(q.date_before_unix! - q.date_after_unix!).toBeLessThanOrEqual(25 * 3600);
    expect(new Date(q.date_after_unix! * 1000).getDate()).toBe(1);
    expect(historyListParams(NO_FILTERS)).toEqual({});
  });
});

describe("historyPageSize", () => {
  it.each([
    [400, 10],
    [900, 20],
    [2000, 42],
    [20_000, 100],
    [0, 18],
  ])("a %i px tall view loads %i rows a page", (height, size) => {
    expect(historyPageSize(height)).toBe(size);
  });
});

describe("a row's details", () => {
  it("summarises the settings, the count and the partial mark", () => {
    expect(settingsSummary({ stability: 0.5, similarity_boost: 0.755, style: 0, use_speaker_boost: true, speed: 1.1 })).toBe(
      "Stability 50% · Similarity 76% · Style 0% · Speed 1.1× · Speaker boost",
    );
    const item = { partial: true, character_count_change_from: 100, character_count_change_to: 1342 };
    expect(partialNote(item)).toBe("Partial: the listener left after 1,242 characters");
    expect(partialNote({ ...item, partial: false })).toBeNull();
    expect(characterCountLabel(1)).toBe("1 character");
    expect(sourceLabel("STS")).toBe("Voice changer");
  });
});
