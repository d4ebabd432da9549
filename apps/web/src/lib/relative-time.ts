import { formatRelativeTime } from "@vocable/domain";

/** "3 days ago" for a unix time in the past (a time slightly ahead of this clock reads as now). */
export function timeAgo(unix: number): string {
  const now = Math.floor(Date.now() / 1000);
  return formatRelativeTime(unix, Math.max(now, unix));
}
