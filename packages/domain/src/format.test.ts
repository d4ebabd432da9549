import { describe, expect, it } from "vitest";
import { formatBytes, formatCalendarDate, formatCount, formatDateTime, formatDuration, formatLabel, formatRelativeTime, relativeTimeParts } from "./format";

describe("formatCount", () => {
  it("shows small counts as they are", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(999)).toBe("999");
  });

  it("uses K above 1,000 (1000 itself stays)", () => {
    expect(formatCount(1000)).toBe("1000");
    expect(formatCount(1001)).toBe("1K");
    expect(formatCount(1500)).toBe("1.5K");
    expect(formatCount(1549)).toBe("1.5K");
    expect(formatCount(1550)).toBe("1.6K");
    expect(formatCount(10_000)).toBe("10K");
    expect(formatCount(123_456)).toBe("123.5K");
    expect(formatCount(999_949)).toBe("999.9K");
  });

  it("uses M above 1,000,000 and never shows 1000K", () => {
    expect(formatCount(999_950)).toBe("1M");
    expect(formatCount(999_999)).toBe("1M");
    expect(formatCount(1_000_000)).toBe("1M");
    expect(formatCount(1_000_001)).toBe("1M");
    expect(formatCount(2_500_000)).toBe("2.5M");
    expect(formatCount(11_000_000)).toBe("11M");
    expect(formatCount(1_234_567_890)).toBe("1234.6M");
  });

  it("keeps the sign and odd values", () => {
    expect(formatCount(-1500)).toBe("-1.5K");
    expect(formatCount(-5)).toBe("-5");
    expect(formatCount(12.34)).toBe("12.3");
    expect(formatCount(Number.NaN)).toBe("NaN");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});

describe("formatBytes", () => {
  it("uses decimal units by default", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(999)).toBe("999 B");
    expect(formatBytes(1000)).toBe("1 kB");
    expect(formatBytes(1500)).toBe("1.5 kB");
    expect(formatBytes(1_000_000)).toBe("1 MB");
    expect(formatBytes(2_345_678_901)).toBe("2.3 GB");
    expect(formatBytes(5e12)).toBe("5 TB");
  });

  it("uses binary units on request", () => {
    expect(formatBytes(1000, { binary: true })).toBe("1000 B");
    expect(formatBytes(1023, { binary: true })).toBe("1023 B");
    expect(formatBytes(1024, { binary: true })).toBe("1 KiB");
    expect(formatBytes(1536, { binary: true })).toBe("1.5 KiB");
    expect(formatBytes(1024 ** 2, { binary: true })).toBe("1 MiB");
    expect(formatBytes(1024 ** 3 * 3.25, { binary: true })).toBe("3.3 GiB");
  });

  it("promotes values that round to a full unit", () => {
    expect(formatBytes(999.6)).toBe("1 kB");
    expect(formatBytes(999_999)).toBe("1 MB");
    expect(formatBytes(1024 * 1024 - 1, { binary: true })).toBe("1 MiB");
  });

  it("rounds bytes to whole numbers and keeps the sign", () => {
    expect(formatBytes(12.7)).toBe("13 B");
    expect(formatBytes(-1500)).toBe("-1.5 kB");
    expect(formatBytes(1e21)).toBe("1000000 PB");
    expect(formatBytes(Number.NaN)).toBe("NaN B");
  });
});

describe("relativeTimeParts", () => {
  const now = 1_800_000_000;
  const ago = (seconds: number) => relativeTimeParts(now - seconds, now);
  const DAY = 86_400;

  it("follows the spec's steps at each boundary", () => {
    expect(ago(0)).toEqual({ value: 0, unit: "second" });
    expect(ago(59)).toEqual({ value: -59, unit: "second" });
    expect(ago(60)).toEqual({ value: -1, unit: "minute" });
    expect(ago(3599)).toEqual({ value: -59, unit: "minute" });
    expect(ago(3600)).toEqual({ value: -1, unit: "hour" });
    expect(ago(DAY - 1)).toEqual({ value: -23, unit: "hour" });
    expect(ago(DAY)).toEqual({ value: -1, unit: "day" });
    expect(ago(7 * DAY - 1)).toEqual({ value: -6, unit: "day" });
    expect(ago(7 * DAY)).toEqual({ value: -1, unit: "week" });
    expect(ago(28 * DAY - 1)).toEqual({ value: -3, unit: "week" });
    expect(ago(28 * DAY)).toEqual({ value: -1, unit: "month" });
    expect(ago(60 * DAY)).toEqual({ value: -1, unit: "month" });
    expect(ago(61 * DAY)).toEqual({ value: -2, unit: "month" });
    expect(ago(364 * DAY)).toEqual({ value: -11, unit: "month" });
    expect(ago(366 * DAY)).toEqual({ value: -1, unit: "year" });
    expect(ago(3 * 366 * DAY)).toEqual({ value: -3, unit: "year" });
  });

  it("handles the future", () => {
    expect(relativeTimeParts(now + 120, now)).toEqual({ value: 2, unit: "minute" });
  });
});

describe("formatRelativeTime", () => {
  const now = 1_800_000_000;
  it("renders English text", () => {
    expect(formatRelativeTime(now, now)).toBe("now");
    expect(formatRelativeTime(now - 5, now)).toBe("5 seconds ago");
    expect(formatRelativeTime(now - 60, now)).toBe("1 minute ago");
    expect(formatRelativeTime(now - 2 * 3600, now)).toBe("2 hours ago");
    expect(formatRelativeTime(now - 86_400, now)).toBe("yesterday");
    expect(formatRelativeTime(now - 3 * 86_400, now)).toBe("3 days ago");
    expect(formatRelativeTime(now - 14 * 86_400, now)).toBe("2 weeks ago");
    expect(formatRelativeTime(now - 90 * 86_400, now)).toBe("2 months ago");
    expect(formatRelativeTime(now - 800 * 86_400, now)).toBe("2 years ago");
    expect(formatRelativeTime(now + 3 * 86_400, now)).toBe("in 3 days");
  });
});

describe("formatDuration", () => {
  it("shows m:ss and h:mm:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(5.9)).toBe("0:05");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(600)).toBe("10:00");
    expect(formatDuration(3599)).toBe("59:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(3723)).toBe("1:02:03");
  });

  it("shows 0:00 for unknown or negative times", () => {
    expect(formatDuration(Number.NaN)).toBe("0:00");
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatDuration(-4)).toBe("0:00");
  });
});

describe("formatCalendarDate", () => {
  it.each([
    [0, "UTC", "Jan 1, 1970"],
    [1_785_542_400, "UTC", "Aug 1, 2026"],
    [1_785_542_400, "America/Los_Angeles", "Jul 31, 2026"],
    [1_785_542_400, "Asia/Tokyo", "Aug 1, 2026"],
  ])("%i in %s is %s", (unix, zone, text) => {
    expect(formatCalendarDate(unix, zone)).toBe(text);
  });
});

describe("formatLabel", () => {
  it.each([
    ["middle_aged", "Middle aged"],
    ["social_media", "Social media"],
    ["young", "Young"],
    ["US English", "US English"],
    ["  narrative__story ", "Narrative story"],
    ["", ""],
  ])("%j is %j", (value, text) => {
    expect(formatLabel(value)).toBe(text);
  });
});

describe("formatDateTime", () => {
  it.each([
    ["UTC", "Nov 30, 2026, 12:53 AM UTC"],
    ["America/Los_Angeles", "Nov 29, 2026, 4:53 PM PST"],
    ["Europe/Paris", "Nov 30, 2026, 1:53 AM GMT+1"],
  ])("names the zone (%s)", (zone, text) => {
    expect(formatDateTime(1_796_000_000, zone)).toBe(text);
  });
});
