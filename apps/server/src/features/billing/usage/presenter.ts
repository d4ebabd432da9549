import type { UsageCharacterStatsQuery, UsageCharactersResponse } from "@vocable/contract";
import type { CharacterStats } from "./use-cases/get-character-stats";

/** The ElevenLabs answer: `{ time, usage: { label: values } }`, largest total first. */
export function presentCharacterStats(stats: CharacterStats): UsageCharactersResponse {
  return { time: stats.time, usage: Object.fromEntries(stats.series.map((s) => [s.label, s.values])) };
}

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, -, @, tab or CR
 * is prefixed with ' so a spreadsheet never runs a voice or key name as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV export: a header `time_utc,time_unix_ms,<breakdown>,<metric>` (label for breakdown
 * none), then one row per bucket and label, buckets in time order, labels largest first.
 */
export function presentCharacterStatsCsv(stats: CharacterStats, q: Pick<UsageCharacterStatsQuery, "breakdown_type" | "metric">): string {
  const lines = [["time_utc", "time_unix_ms", q.breakdown_type === "none" ? "label" : q.breakdown_type, q.metric].join(",")];
  stats.time.forEach((at, i) => {
    for (const s of stats.series) lines.push([new Date(at).toISOString(), String(at), csvCell(s.label), String(s.values[i] ?? 0)].join(","));
  });
  return `${lines.join("\r\n")}\r\n`;
}

/** The download's file name: whose usage and the window's UTC days. */
export function csvFileName(q: Pick<UsageCharacterStatsQuery, "include_workspace_metrics" | "start_unix" | "end_unix">): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `vocable-usage-${q.include_workspace_metrics ? "workspace" : "mine"}-${day(q.start_unix)}-to-${day(q.end_unix)}.csv`;
}
