/** A heading of the history list and the items under it, in list order. */
export interface DateGroup<T> {
  /** Stable across renders: "today", "yesterday", "week", or "month:<year>-<month>". */
  key: string;
  label: string;
  items: T[];
}

const DAY_MS = 86_400_000;

/** The calendar day of an instant in a time zone, as a day number (days since 1970-01-01) and its parts. */
function calendarDay(unixSeconds: number, timeZone: string | undefined): { day: number; year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(unixSeconds * 1000);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const year = get("year");
  const month = get("month");
  return { day: Math.floor(Date.UTC(year, month - 1, get("day")) / DAY_MS), year, month };
}

/** Monday of the week holding a day number (1970-01-01 was a Thursday). */
const mondayOf = (day: number) => day - ((day + 3) % 7);

/**
 * The heading an item's date falls under, seen at `nowUnix` in `timeZone` (the browser's when
 * omitted): Today, Yesterday, This week (the earlier days since Monday), then the month's name,
 * with its year when that is not the current one.
 */
export function historyDateGroup(dateUnix: number, nowUnix: number, timeZone?: string): { key: string; label: string } {
  const item = calendarDay(dateUnix, timeZone);
  const now = calendarDay(nowUnix, timeZone);
  if (item.day >= now.day) return { key: "today", label: "Today" };
  if (item.day === now.day - 1) return { key: "yesterday", label: "Yesterday" };
  if (item.day >= mondayOf(now.day)) return { key: "week", label: "This week" };
  const name = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(Date.UTC(item.year, item.month - 1, 1));
  return { key: `month:${item.year}-${item.month}`, label: item.year === now.year ? name : `${name} ${item.year}` };
}

/**
 * Consecutive items under one heading each. The list is ordered by date (either way), so a
 * heading's items are adjacent; should one come back later (a change of sort), it starts a group
 * of its own with a distinct key.
 */
export function groupByDate<T>(items: readonly T[], dateOf: (item: T) => number, nowUnix: number, timeZone?: string): DateGroup<T>[] {
  const groups: DateGroup<T>[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const { key, label } = historyDateGroup(dateOf(item), nowUnix, timeZone);
    const last = groups.at(-1);
    if (last && last.label === label) {
      last.items.push(item);
      continue;
    }
    const times = seen.get(key) ?? 0;
    seen.set(key, times + 1);
    groups.push({ key: times === 0 ? key : `${key}#${times}`, label, items: [item] });
  }
  return groups;
}
