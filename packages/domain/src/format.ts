/**
 * Display formatting of counts, byte sizes, relative times and durations (spec accounts §9,
 * voices §9). Output is English and locale-independent so server and browser render the same.
 */

/** One decimal at most, without a trailing ".0". */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * A moment with its date, time and time zone, so that it reads the same to everyone: "Nov 29, 2026,
 * 5:12 AM UTC" (the browser's zone unless `timeZone` is given; the zone's short name, e.g. "PST",
 * or "GMT+1" where it has none).
 */
export function formatDateTime(unixSeconds: number, timeZone?: string): string {
  const date = new Date(unixSeconds * 1000);
  // Intl refuses dateStyle with timeZoneName: the date, then the time with its zone.
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(date);
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone }).format(date);
  // Newer ICU puts a narrow no-break space before AM/PM: a plain space, the same everywhere.
  return `${day}, ${time}`.replace(/\u202f/g, " ");
}

/**
 * A label value (a voice's age, accent, use case...) as words: underscores become spaces and the
 * first letter is a capital ("middle_aged" -> "Middle aged", "social_media" -> "Social media");
 * the rest is left as written ("US English" stays).
 */
export function formatLabel(value: string): string {
  const words = value.replace(/_+/g, " ").replace(/\s+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An exact count with thousands separators: 10500 -> "10,500" (English, as everywhere here). */
export function formatInteger(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : String(n);
}

/**
 * A count for display: K above 1,000 and M above 1,000,000, with at most one decimal
 * (1500 -> "1.5K", 1001 -> "1K", 2_500_000 -> "2.5M"). "Above" is read as the spec writes it:
 * 1000 itself stays "1000". A value that rounds up to 1000K is shown as "1M" (so 999,999 and
 * 1,000,000 read "1M", never "1000K"). Non-integers below 1000 keep at most one decimal; negative
 * numbers keep their sign; NaN and infinities are returned as String(n).
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  if (abs > 1_000_000) return `${sign}${oneDecimal(abs / 1_000_000)}M`;
  if (abs > 1_000) {
    const thousands = Math.round((abs / 1_000) * 10) / 10;
    return thousands >= 1_000 ? `${sign}${oneDecimal(abs / 1_000_000)}M` : `${sign}${thousands}K`;
  }
  return `${sign}${oneDecimal(abs)}`;
}

const DECIMAL_UNITS = ["B", "kB", "MB", "GB", "TB", "PB"] as const;
const BINARY_UNITS = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"] as const;

/** Options of {@link formatBytes}. */
export interface FormatBytesOptions {
  /** Use 1024-based units (KiB, MiB...) instead of 1000-based (kB, MB...). */
  binary?: boolean;
}

/**
 * A byte size for display with decimal (1000: kB, MB, GB) or binary (1024: KiB, MiB, GiB) units
 * and at most one decimal: 1500 -> "1.5 kB", 1024 (binary) -> "1 KiB", 999 -> "999 B".
 * A value that rounds up to a full next unit moves to it (999,999 -> "1 MB").
 */
export function formatBytes(n: number, options: FormatBytesOptions = {}): string {
  if (!Number.isFinite(n)) return `${n} B`;
  const base = options.binary ? 1024 : 1000;
  const units = options.binary ? BINARY_UNITS : DECIMAL_UNITS;
  const sign = n < 0 ? "-" : "";
  let value = Math.abs(n);
  let unit = 0;
  while (unit < units.length - 1 && value >= base) {
    value /= base;
    unit++;
  }
  // Whole bytes; one decimal for larger units.
  let rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  if (rounded >= base && unit < units.length - 1) {
    rounded = Math.round((value / base) * 10) / 10;
    unit++;
  }
  return `${sign}${rounded} ${units[unit]}`;
}

/** Units of a relative time. */
export type RelativeTimeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

/** A relative time before formatting: `value` is negative in the past, positive in the future. */
export interface RelativeTimeParts {
  value: number;
  unit: RelativeTimeUnit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Average Gregorian year and month, so 12 months make one year. */
const YEAR = 365.2425 * DAY;
const MONTH = YEAR / 12;

/**
 * The unit and amount for a relative time, by the spec's steps: seconds under 60, minutes under
 * 60, hours under 24, days under 7, weeks under 4, months under 12, then years. Amounts are
 * whole (rounded toward zero), months and years at least 1 once reached.
 */
export function relativeTimeParts(fromUnixSeconds: number, nowUnixSeconds: number): RelativeTimeParts {
  const diff = fromUnixSeconds - nowUnixSeconds;
  const sign = diff < 0 ? -1 : 1;
  const abs = Math.abs(diff);
  const make = (value: number, unit: RelativeTimeUnit): RelativeTimeParts => ({ value: value === 0 ? 0 : sign * value, unit });
  if (abs < MINUTE) return make(Math.floor(abs), "second");
  if (abs < HOUR) return make(Math.floor(abs / MINUTE), "minute");
  if (abs < DAY) return make(Math.floor(abs / HOUR), "hour");
  if (abs < WEEK) return make(Math.floor(abs / DAY), "day");
  const weeks = Math.floor(abs / WEEK);
  if (weeks < 4) return make(weeks, "week");
  const months = Math.max(1, Math.floor(abs / MONTH));
  if (months < 12) return make(months, "month");
  return make(Math.max(1, Math.floor(abs / YEAR)), "year");
}

const relativeFormatter = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/**
 * "5 minutes ago", "in 2 days", "yesterday", "now" (English, Intl.RelativeTimeFormat with
 * numeric "auto"), using the steps of {@link relativeTimeParts}.
 */
export function formatRelativeTime(fromUnixSeconds: number, nowUnixSeconds: number): string {
  const { value, unit } = relativeTimeParts(fromUnixSeconds, nowUnixSeconds);
  return relativeFormatter.format(value, unit);
}

/**
 * A playback time as m:ss, or h:mm:ss from one hour on (65 -> "1:05", 3723 -> "1:02:03").
 * Fractions are dropped; unknown (NaN, infinite) or negative times show "0:00".
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * A calendar date in English, "Aug 1, 2026", for dates a person plans around (a quota reset).
 * `timeZone` defaults to the runtime's own (the user's, in a browser); tests pass "UTC".
 */
export function formatCalendarDate(unixSeconds: number, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(
    new Date(unixSeconds * 1000),
  );
}
