import { USAGE_BUCKET_UNIT_SECONDS, USAGE_MAX_RANGE_MS, type UsageByProductOverTimeRequest, type WorkspaceAnalyticsQueryResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { usageSeriesSelect, type UsageSeriesFilter } from "#features/billing/usage/repo";

/** The group_by columns the hourly usage table has, and the breakdown that reads each. */
const GROUPS = { product_type: "product_type", model: "model", voice_id: "voice", user_id: "user" } as const satisfies Record<string, UsageSeriesFilter["breakdown"]>;
type Group = keyof typeof GROUPS;
const HOUR_MS = USAGE_BUCKET_UNIT_SECONDS * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** Monday 1970-01-05 00:00 UTC: week buckets start on Mondays. */
const MONDAY_MS = 4 * 24 * HOUR_MS;
const refuse = (field: string, message: string) => new AppError("unsupported_option", 400, `${field}: ${message}`);

/**
 * `workspace.usage.getUsageByProductOverTime`: the workspace's charged characters (credits, one a
 * character here) and generations per bucket, optionally per product, model, voice or member.
 * Usage is kept per UTC hour, so a bucket is a whole number of hours (days from UTC midnight,
 * weeks from Monday), the zone is UTC, and the range is cut to whole hours. Anything else the SDK
 * can send (other group_by columns, filters, another zone) is refused with 400 naming it.
 */
export async function getUsageByProductOverTime(deps: Pick<AppDeps, "db">, caller: Principal, q: UsageByProductOverTimeRequest): Promise<WorkspaceAnalyticsQueryResponse> {
  requirePermission(caller, "workspace_read", "You cannot see this workspace's usage.");
  if (q.end_time <= q.start_time) throw refuse("end_time", "must be after start_time.");
  if (q.end_time - q.start_time > USAGE_MAX_RANGE_MS) throw refuse("end_time", "the range may be at most 366 days.");
  if (q.time_zone !== undefined && !["UTC", "Etc/UTC", "GMT"].includes(q.time_zone)) throw refuse("time_zone", "usage is kept per UTC hour here; only UTC is answered.");
  if (q.filters && q.filters.length > 0) throw refuse("filters", "column filters are not supported; group by the column instead.");
  const groups = q.group_by ?? [];
  if (groups.length > 1) throw refuse("group_by", "one column at most here.");
  const group = groups[0] as Group | undefined;
  if (group !== undefined && !(group in GROUPS)) throw refuse("group_by", `"${group.slice(0, 40)}" has no data here; use one of ${Object.keys(GROUPS).join(", ")}.`);
  const bucketMs = q.interval_seconds === undefined ? null : q.interval_seconds * 1000;
  if (bucketMs !== null && bucketMs % HOUR_MS !== 0) throw refuse("interval_seconds", `usage is kept per hour; use a multiple of ${USAGE_BUCKET_UNIT_SECONDS}.`);
  const fromHour = new Date(Math.floor(q.start_time / HOUR_MS) * HOUR_MS);
  const originMs = bucketMs === null ? fromHour.getTime() : bucketMs % WEEK_MS === 0 ? MONDAY_MS : 0;
  const rows = await usageSeriesSelect(deps.db, {
    workspaceId: caller.workspaceId,
    userId: null,
    fromHour,
    to: new Date(q.end_time - 1),
    breakdown: group ? GROUPS[group] : "none",
    bucket: { originMs, bucketMs },
  });
  rows.sort((a, b) => a.bucket - b.bucket || a.key.localeCompare(b.key));
  const columns = ["time", ...(group ? [group] : []), "credits", "request_count"];
  return {
    columns,
    column_types: ["DateTime", ...(group ? (["String"] as const) : []), "Float", "Int"],
    rows: rows.map((r) => [new Date(r.bucket).toISOString(), ...(group ? [r.key] : []), r.characters, r.requests]),
    column_units: [null, ...(group ? [null] : []), "credits", null],
  };
}
