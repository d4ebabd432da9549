import type { UsageAggregationInterval, UsageBreakdownType } from "@vocable/contract";
import type { paths } from "#lib/api-schema";

/** What a usage page asks for: whose usage, the window (UTC Unix ms), the breakdown and the bucket. */
export interface UsageParams {
  scope: "mine" | "workspace";
  startUnix: number;
  endUnix: number;
  breakdown: UsageBreakdownType;
  interval: UsageAggregationInterval;
}

/** The query of GET /v1/usage/character-stats (and its .csv twin). */
export type UsageQuery = paths["/v1/usage/character-stats"]["get"]["parameters"]["query"];

/** The query of GET /v1/usage/character-stats (and its .csv twin) for `p`. */
export function usageQuery(p: UsageParams): UsageQuery {
  return {
    start_unix: p.startUnix,
    end_unix: p.endUnix,
    include_workspace_metrics: p.scope === "workspace" ? "true" : "false",
    breakdown_type: p.breakdown,
    aggregation_interval: p.interval,
    metric: "tts_characters",
  };
}

/**
 * Under ["user"] (lib/query-keys.ts's subscription is too), so whatever refreshes the user after a
 * generation refreshes the usage as well.
 */
export const usageQueryKey = (p: UsageParams) => ["user", "usage", p] as const;
