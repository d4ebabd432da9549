import { describe, expect, it } from "vitest";
import { breakdownChoices, bucketLabel, chartSeries, customWindow, lastDays, niceCeiling, parseUtcDay, SPEECH_TO_TEXT_NOTE, seriesOf, utcDay } from "./usage-view";

const at = (iso: string) => Date.parse(iso);

describe("usage windows", () => {
  it.each([
    [7, "2025-03-10T15:00:00Z", "2025-03-04", "2025-03-10"],
    [30, "2025-03-10T00:00:00Z", "2025-02-09", "2025-03-10"],
    [90, "2025-03-10T23:59:59Z", "2024-12-11", "2025-03-10"],
  ])("the last %i days from %s", (days, now, first, last) => {
    const w = lastDays(days, at(now));
    expect(utcDay(w.startUnix)).toBe(first);
    expect(utcDay(w.endUnix)).toBe(last);
    expect(w.endUnix - at(`${last}T23:59:59.999Z`)).toBe(0);
  });

  it.each([
    ["2025-01-01", "2025-01-31", { days: 31 }],
    ["2025-01-05", "2025-01-05", { days: 1 }],
    ["2025-01-05", "2025-01-04", { error: "The end date must not be before the start date." }],
    ["", "2025-01-04", { error: "Choose a start and an end date." }],
    ["2025-02-30", "2025-03-01", { error: "Choose a start and an end date." }],
    ["2024-01-01", "2024-12-31", { days: 366 }],
    ["2024-01-01", "2025-01-01", { error: "Choose at most a year (366 days)." }],
  ])("custom %s to %s", (from, to, expected) => {
    expect(customWindow(from, to)).toMatchObject(expected);
  });

  it("reads date inputs as UTC days", () => {
    expect(parseUtcDay("2025-03-10")).toBe(at("2025-03-10T00:00:00Z"));
    expect(parseUtcDay("10/03/2025")).toBeNull();
  });
});

describe("bucket labels", () => {
  it.each([
    ["day", "Mar 10"],
    ["week", "Week of Mar 10"],
    ["month", "Mar 2025"],
    ["hour", "Mar 10 07:00"],
  ] as const)("%s", (interval, label) => expect(bucketLabel(at("2025-03-10T07:00:00Z"), interval)).toBe(label));
});

describe("chart series", () => {
  it("keeps a few series as they are and folds the rest into Other", () => {
    const usage = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`v${i}`, [10 - i, 1]]));
    const all = seriesOf(usage);
    expect(chartSeries(all, 12)).toHaveLength(10);
    const folded = chartSeries(all, 4);
    expect(folded.map((s) => s.label)).toEqual(["v0", "v1", "v2", "Other (7)"]);
    expect(folded[3]!.values).toEqual([7 + 6 + 5 + 4 + 3 + 2 + 1, 7]);
    expect(folded.reduce((a, s) => a + s.total, 0)).toBe(all.reduce((a, s) => a + s.total, 0));
  });

  it.each([
    [0, 1],
    [1, 1],
    [7, 10],
    [12, 20],
    [420, 500],
    [1000, 1000],
  ])("a round axis top for %i is %i", (max, top) => expect(niceCeiling(max)).toBe(top));
});

describe("breakdowns", () => {
  it.each<["mine" | "workspace", string[]]>([
    ["mine", ["none", "voice", "model", "api_keys", "product_type", "request_source"]],
    ["workspace", ["none", "voice", "model", "all_api_keys", "user", "product_type", "request_source"]],
  ])("%s offers %j", (scope, values) => {
    expect(breakdownChoices(scope).map((c) => c.value)).toEqual(values);
  });

  it("names the product breakdown, whose series (Text to speech, Voice isolator, Dubbing) come from the answer unfiltered", () => {
    expect(breakdownChoices("mine").find((c) => c.value === "product_type")?.label).toBe("Product");
    const series = seriesOf({ Dubbing: [3000, 2000], "Voice isolator": [0, 1000], "Text to speech": [5, 0] });
    expect(chartSeries(series).map((s) => [s.label, s.total])).toEqual([
      ["Dubbing", 5000],
      ["Voice isolator", 1000],
      ["Text to speech", 5],
    ]);
  });

  it("says what is counted here in characters, and that speech to text is counted in hours on the subscription page", () => {
    expect(SPEECH_TO_TEXT_NOTE).toBe(
      "Voice isolation (1,000 characters a minute of audio) and dubbing (3,000 a minute of source per language, 2,000 with a watermark; a failed dub is given back) are counted here in characters. " +
        "Speech to text and forced alignment are counted in hours of audio on the subscription page, not in characters.",
    );
  });
});
