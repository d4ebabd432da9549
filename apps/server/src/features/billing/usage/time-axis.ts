import type { UsageAggregationInterval } from "@vocable/contract";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How a window is cut: a calendar interval (UTC; weeks start on Monday) or buckets of `bucketMs` from the window's first hour. */
export type Bucketing = { interval: UsageAggregationInterval } | { bucketMs: number };

/** The start of the UTC hour `ms` falls in. */
export function startOfHour(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

/** The start of the calendar bucket (UTC) `ms` falls in. */
export function startOfInterval(ms: number, interval: Exclude<UsageAggregationInterval, "cumulative">): number {
  if (interval === "hour") return startOfHour(ms);
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  if (interval === "day") return day;
  if (interval === "week") return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function nextInterval(ms: number, interval: Exclude<UsageAggregationInterval, "cumulative">): number {
  if (interval === "hour") return ms + HOUR_MS;
  if (interval === "day") return ms + DAY_MS;
  if (interval === "week") return ms + 7 * DAY_MS;
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * The start (UTC Unix ms) of every bucket that overlaps [startMs, endMs], in order: the answer's
 * `time` axis, every bucket present even when nothing was used in it. Usage is kept per hour, so a
 * window starting mid-hour counts that whole hour; cumulative is one bucket at that hour.
 */
export function timeAxis(startMs: number, endMs: number, bucketing: Bucketing): number[] {
  const origin = startOfHour(startMs);
  if ("bucketMs" in bucketing) {
    const starts: number[] = [];
    for (let at = origin; at <= endMs; at += bucketing.bucketMs) starts.push(at);
    return starts;
  }
  if (bucketing.interval === "cumulative") return [origin];
  const starts: number[] = [];
  for (let at = startOfInterval(startMs, bucketing.interval); at <= endMs; at = nextInterval(at, bucketing.interval)) starts.push(at);
  return starts;
}
