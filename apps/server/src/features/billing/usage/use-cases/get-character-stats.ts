import type { UsageBreakdownType, UsageCharacterStatsQuery } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { uniqueLabels } from "../labels";
import { requireUsageScope } from "../policy";
import { findApiKeyNames, findUserEmails, findVoiceNames, usageSeriesSelect, type UsageSeriesFilter } from "../repo";
import { startOfHour, timeAxis } from "../time-axis";
import { DUBBING_SOURCE } from "./record-dub-usage";

/** Usage over a window: the bucket starts and one series per label, largest total first. */
export interface CharacterStats {
  time: number[];
  series: { label: string; values: number[] }[];
}

/** The label of the one series of breakdown none. */
export const ALL_LABEL = "All";
/** The product breakdown's names of the recorded sources (a dub's is record-dub-usage.ts's DUBBING_SOURCE). */
const SOURCE_NAMES: Record<string, string> = { TTS: "Text to speech", STS: "Voice changer", SFX: "Sound effects", audio_isolation: "Voice isolator", [DUBBING_SOURCE]: "Dubbing" };

/**
 * GET /v1/usage/character-stats: the caller's own usage, or the workspace's (admins), per bucket
 * and breakdown label, every bucket present (zeros where nothing was used).
 */
export async function getCharacterStats(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, q: UsageCharacterStatsQuery): Promise<CharacterStats> {
  requireUsageScope(principal, q.include_workspace_metrics);
  const bucketMs = q.aggregation_bucket_size === undefined ? null : q.aggregation_bucket_size * 1000;
  const time = timeAxis(q.start_unix, q.end_unix, bucketMs === null ? { interval: q.aggregation_interval } : { bucketMs });
  const originMs = startOfHour(q.start_unix);
  const bucket: UsageSeriesFilter["bucket"] =
    bucketMs !== null ? { originMs, bucketMs } : q.aggregation_interval === "cumulative" ? { originMs, bucketMs: null } : { interval: q.aggregation_interval };
  const rows = await usageSeriesSelect(deps.db, {
    workspaceId: principal.workspaceId,
    userId: q.include_workspace_metrics ? null : principal.userId,
    fromHour: new Date(originMs),
    to: new Date(q.end_unix),
    breakdown: q.breakdown_type,
    bucket,
  });

  const index = new Map(time.map((at, i) => [at, i]));
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const i = index.get(row.bucket);
    if (i === undefined) continue;
    let values = byKey.get(row.key);
    if (!values) byKey.set(row.key, (values = time.map(() => 0)));
    values[i]! += q.metric === "request_count" ? row.requests : row.characters;
  }
  if (q.breakdown_type === "none" && byKey.size === 0) byKey.set("", time.map(() => 0));

  const names = await keyNames(deps, principal.workspaceId, q.breakdown_type, [...byKey.keys()]);
  const labels = uniqueLabels([...byKey.keys()].map((key) => ({ key, name: names(key) })));
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const series = [...byKey].map(([key, values]) => ({ label: labels.get(key)!, values, total: total(values) }));
  series.sort((a, b) => b.total - a.total || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return { time, series: series.map(({ label, values }) => ({ label, values })) };
}

/** How each breakdown key reads: a name where one is known (see the route's description). */
async function keyNames(deps: Pick<AppDeps, "db" | "speech">, workspaceId: string, breakdown: UsageBreakdownType, keys: string[]): Promise<(key: string) => string> {
  const known = keys.filter((k) => k !== "");
  switch (breakdown) {
    case "none":
      return () => ALL_LABEL;
    case "voice": {
      const own = await findVoiceNames(deps.db, workspaceId, known);
      return (key) => (key === "" ? "Unknown voice" : (deps.speech.voices.find(key)?.name ?? own.get(key) ?? key));
    }
    case "model":
      return (key) => key || "Unknown model";
    case "user": {
      const emails = await findUserEmails(deps.db, known);
      return (key) => emails.get(key) ?? `Removed member ${key}`;
    }
    case "api_keys":
    case "all_api_keys": {
      const names = await findApiKeyNames(deps.db, workspaceId, known);
      return (key) => (key === "" ? "No API key" : (names.get(key) ?? `Deleted API key ${key}`));
    }
    case "product_type":
      return (key) => SOURCE_NAMES[key] ?? key;
    case "request_source":
      return (key) => (key === "true" ? "API" : "Web app");
    case "has_api_key":
      return (key) => key;
  }
}
