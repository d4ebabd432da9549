import { describe, expect, it } from "vitest";
import { uniqueLabels } from "./labels";
import { csvCell } from "./presenter";
import { startOfInterval, timeAxis } from "./time-axis";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number[]) => ms.map((m) => new Date(m).toISOString().replace(":00.000Z", "Z"));

describe("timeAxis", () => {
  const cases: [string, string, string, Parameters<typeof timeAxis>[2], string[]][] = [
    ["days, whole days", "2025-01-01T00:00:00Z", "2025-01-03T23:59:59Z", { interval: "day" }, ["2025-01-01T00:00Z", "2025-01-02T00:00Z", "2025-01-03T00:00Z"]],
    ["days, mid-day start and end", "2025-01-01T15:30:00Z", "2025-01-02T01:00:00Z", { interval: "day" }, ["2025-01-01T00:00Z", "2025-01-02T00:00Z"]],
    ["one instant", "2025-01-01T15:30:00Z", "2025-01-01T15:30:00Z", { interval: "day" }, ["2025-01-01T00:00Z"]],
    ["hours, from a mid-hour start", "2025-01-01T10:30:00Z", "2025-01-01T12:00:00Z", { interval: "hour" }, ["2025-01-01T10:00Z", "2025-01-01T11:00Z", "2025-01-01T12:00Z"]],
    ["weeks start on Monday", "2025-01-01T00:00:00Z", "2025-01-14T00:00:00Z", { interval: "week" }, ["2024-12-30T00:00Z", "2025-01-06T00:00Z", "2025-01-13T00:00Z"]],
    ["a Sunday belongs to the week before", "2025-01-05T23:00:00Z", "2025-01-06T00:00:00Z", { interval: "week" }, ["2024-12-30T00:00Z", "2025-01-06T00:00Z"]],
    ["months of different lengths", "2024-01-31T00:00:00Z", "2024-04-01T00:00:00Z", { interval: "month" }, ["2024-01-01T00:00Z", "2024-02-01T00:00Z", "2024-03-01T00:00Z", "2024-04-01T00:00Z"]],
    ["months across a year end", "2024-12-15T00:00:00Z", "2025-01-15T00:00:00Z", { interval: "month" }, ["2024-12-01T00:00Z", "2025-01-01T00:00Z"]],
    ["cumulative: one bucket at the first hour", "2025-01-01T10:30:00Z", "2025-03-01T00:00:00Z", { interval: "cumulative" }, ["2025-01-01T10:00Z"]],
    ["custom buckets from the first hour", "2025-01-01T10:30:00Z", "2025-01-01T17:00:00Z", { bucketMs: 3 * 3_600_000 }, ["2025-01-01T10:00Z", "2025-01-01T13:00Z", "2025-01-01T16:00Z"]],
  ];
  for (const [name, start, end, bucketing, expected] of cases) {
    it(name, () => expect(iso(timeAxis(at(start), at(end), bucketing))).toEqual(expected));
  }

  it("a year of days has 365 or 366 buckets, a leap year's February 29 included", () => {
    const days = timeAxis(at("2024-01-01T00:00:00Z"), at("2024-12-31T23:59:59Z"), { interval: "day" });
    expect(days).toHaveLength(366);
    expect(days).toContain(at("2024-02-29T00:00:00Z"));
  });

  it("every bucket start is its own interval's start (what the database's date_trunc gives)", () => {
    for (const interval of ["hour", "day", "week", "month"] as const) {
      for (const start of timeAxis(at("2023-11-20T07:00:00Z"), at("2024-03-10T00:00:00Z"), { interval })) {
        expect(startOfInterval(start, interval)).toBe(start);
      }
    }
  });
});

describe("uniqueLabels", () => {
  it.each([
    ["distinct names stay as they are", [{ key: "a", name: "Rachel" }, { key: "b", name: "Adam" }], ["Rachel", "Adam"]],
    ["a shared name gets each key", [{ key: "a", name: "Narrator" }, { key: "b", name: "Narrator" }, { key: "c", name: "Adam" }], ["Narrator (a)", "Narrator (b)", "Adam"]],
    ["the empty key reads as none", [{ key: "", name: "X" }, { key: "k", name: "X" }], ["X (none)", "X (k)"]],
  ])("%s", (_name, entries, expected) => {
    const labels = uniqueLabels(entries);
    expect(entries.map((e) => labels.get(e.key))).toEqual(expected);
  });
});

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+1", "'=1+1"],
    ["+33 key", "'+33 key"],
    ["-x", "'-x"],
    ["@sum", "'@sum"],
    ['=HYPERLINK("a"),b', `"'=HYPERLINK(""a""),b"`],
  ])("%j → %j", (value, expected) => expect(csvCell(value)).toBe(expected));
});
