/** Dates on the orders pages: the API's ISO 8601 times, and the deadline's datetime-local field. */

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Mar 4, 2026, 3:05 PM" (the browser's time zone); "—" for no time or a time that cannot be read. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "—" : dateTime.format(at);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO time as a datetime-local field's value ("2026-03-04T15:05", local time); "" for none. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local field's value as an ISO time for deadline_at; null for an empty or unreadable one. */
export function fromDateTimeLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim())) return null;
  const at = new Date(value.trim());
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The deadline field's bounds: from now to 90 days ahead (the server's rule). */
export function deadlineBounds(now: Date): { min: string; max: string } {
  return { min: toDateTimeLocal(now.toISOString()), max: toDateTimeLocal(new Date(now.getTime() + 90 * 86_400_000).toISOString()) };
}
