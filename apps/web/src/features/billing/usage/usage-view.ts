import type { UsageAggregationInterval, UsageBreakdownType } from "@vocable/contract";
import { DUB_CHARACTERS_PER_MINUTE, formatInteger, ISOLATION_CHARACTERS_PER_MINUTE, WATERMARKED_DUB_CHARACTERS_PER_MINUTE } from "@vocable/domain";

/**
 * The usage pages' pure rules: the date window of each choice, bucket labels and the chart's
 * series. Days are UTC days, as the server counts them.
 */

const DAY_MS = 86_400_000;

export type RangeChoice = "7d" | "30d" | "90d" | "custom";
export const RANGE_CHOICES: readonly { value: RangeChoice; label: string; days: number | null }[] = [
  { value: "7d", label: "Last 7 days", days: 7 },
  { value: "30d", label: "Last 30 days", days: 30 },
  { value: "90d", label: "Last 90 days", days: 90 },
  { value: "custom", label: "Custom range", days: null },
];

/** The breakdowns a page offers (member only on the workspace's page: one's own usage has one member). */
export function breakdownChoices(scope: "mine" | "workspace"): { value: UsageBreakdownType; label: string }[] {
  return [
    { value: "none", label: "Total" },
    { value: "voice", label: "Voice" },
    { value: "model", label: "Model" },
    { value: scope === "workspace" ? "all_api_keys" : "api_keys", label: "API key" },
    ...(scope === "workspace" ? [{ value: "user" as const, label: "Member" }] : []),
    { value: "product_type", label: "Product" },
    { value: "request_source", label: "Source (API or web app)" },
  ];
}

/**
 * Why speech to text is not in these characters (issue 22): it is metered in hours of audio, shown
 * on the subscription page; voice isolation and dubbing (issue 28) are charged in characters and
 * appear here, under the product breakdown as "Voice isolator" and "Dubbing".
 */
export const SPEECH_TO_TEXT_NOTE =
  `Voice isolation (${formatInteger(ISOLATION_CHARACTERS_PER_MINUTE)} characters a minute of audio) and dubbing ` +
  `(${formatInteger(DUB_CHARACTERS_PER_MINUTE)} a minute of source per language, ${formatInteger(WATERMARKED_DUB_CHARACTERS_PER_MINUTE)} with a watermark; a failed dub is given back) are counted here in characters. ` +
  "Speech to text and forced alignment are counted in hours of audio on the subscription page, not in characters.";

export const INTERVAL_CHOICES: readonly { value: Exclude<UsageAggregationInterval, "cumulative">; label: string }[] = [
  { value: "hour", label: "Hourly" },
  { value: "day", label: "Daily" },
  { value: "week", label: "Weekly" },
  { value: "month", label: "Monthly" },
];

/** Hourly bars only for short windows: 24 a day is already a lot of bars. */
export const MAX_HOURLY_DAYS = 7;

/** The UTC day of `ms` as YYYY-MM-DD (what a date input holds). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A date input's YYYY-MM-DD as the start of that UTC day, or null when it is not a date. */
export function parseUtcDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || utcDay(ms) !== value ? null : ms;
}

export interface UsageWindow {
  startUnix: number;
  endUnix: number;
  days: number;
}

/** The last `days` UTC days, today included, to the last millisecond of today. */
export function lastDays(days: number, now: number): UsageWindow {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { startUnix: today - (days - 1) * DAY_MS, endUnix: today + DAY_MS - 1, days };
}

/** A custom window from and to whole UTC days (both included), or why it cannot be asked for. */
export function customWindow(from: string, to: string): UsageWindow | { error: string } {
  const start = parseUtcDay(from);
  const end = parseUtcDay(to);
  if (start === null || end === null) return { error: "Choose a start and an end date." };
  if (end < start) return { error: "The end date must not be before the start date." };
  const days = (end - start) / DAY_MS + 1;
  if (days > 366) return { error: "Choose at most a year (366 days)." };
  return { startUnix: start, endUnix: end + DAY_MS - 1, days };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** How a bucket reads on the axis and in the table (UTC). */
export function bucketLabel(ms: number, interval: Exclude<UsageAggregationInterval, "cumulative">): string {
  const d = new Date(ms);
  const day = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  if (interval === "month") return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (interval === "week") return `Week of ${day}`;
  if (interval === "hour") return `${day} ${String(d.getUTCHours()).padStart(2, "0")}:00`;
  return day;
}

export interface Series {
  label: string;
  values: number[];
  total: number;
}

/** The answer's series with their totals, in the server's order (largest first). */
export function seriesOf(usage: Record<string, number[]>): Series[] {
  return Object.entries(usage).map(([label, values]) => ({ label, values, total: values.reduce((a, b) => a + b, 0) }));
}

/** The chart's series: the `max - 1` largest, the rest summed as "Other" (the table keeps them all). */
export function chartSeries(series: Series[], max = 8): Series[] {
  if (series.length <= max) return series;
  const kept = series.slice(0, max - 1);
  const rest = series.slice(max - 1);
  const values = rest[0]!.values.map((_, i) => rest.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  return [...kept, { label: `Other (${rest.length})`, values, total: values.reduce((a, b) => a + b, 0) }];
}

/** A round top for the value axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}
