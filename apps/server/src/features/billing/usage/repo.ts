import { and, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { UsageAggregationInterval, UsageBreakdownType } from "@vocable/contract";
import type { Db } from "#db/client";
import { apiKey, characterUsageHourly as t, user, voice } from "#db/schema/index";

export type NewCharacterUsage = typeof t.$inferInsert;

/** Adds characters (and generations) to their hourly row, making it when it is the first. */
export async function addCharacterUsage(tx: Db, usage: NewCharacterUsage): Promise<void> {
  await tx
    .insert(t)
    .values(usage)
    .onConflictDoUpdate({
      target: [t.workspaceId, t.hour, t.userId, t.apiKeyId, t.voiceId, t.modelId, t.source],
      set: { characters: sql`${t.characters} + excluded.characters`, requests: sql`${t.requests} + excluded.requests` },
    });
}

/**
 * Takes characters (and generations) back off their hourly row, as a refund that comes after the
 * count does (a failed dub): the row goes when nothing is left on it, so a breakdown shows no empty
 * series; never below zero, and nothing when there is no row (the count predates recording).
 */
export async function subtractCharacterUsage(tx: Db, usage: Required<NewCharacterUsage>): Promise<void> {
  const row = and(
    eq(t.workspaceId, usage.workspaceId),
    eq(t.hour, usage.hour),
    eq(t.userId, usage.userId),
    eq(t.apiKeyId, usage.apiKeyId),
    eq(t.voiceId, usage.voiceId),
    eq(t.modelId, usage.modelId),
    eq(t.source, usage.source),
  );
  const gone = await tx
    .delete(t)
    .where(and(row, lte(t.characters, usage.characters), lte(t.requests, usage.requests)))
    .returning({ hour: t.hour });
  if (gone.length > 0) return;
  await tx
    .update(t)
    .set({ characters: sql`greatest(0, ${t.characters} - ${usage.characters})`, requests: sql`greatest(0, ${t.requests} - ${usage.requests})` })
    .where(row);
}

/** Whose usage and how to cut it: the workspace's (userId null) or one member's, over hours [fromHour, to]. */
export interface UsageSeriesFilter {
  workspaceId: string;
  userId: string | null;
  fromHour: Date;
  to: Date;
  breakdown: UsageBreakdownType;
  /** A calendar interval, or a bucket of `bucketMs` starting at `originMs` (cumulative: one bucket). */
  bucket: { interval: Exclude<UsageAggregationInterval, "cumulative"> } | { originMs: number; bucketMs: number | null };
}

/** The breakdown's key of a row ('' for none). */
function breakdownKey(breakdown: UsageBreakdownType): SQL<string> {
  switch (breakdown) {
    case "none":
      return sql<string>`''`;
    case "voice":
      return sql<string>`${t.voiceId}`;
    case "model":
      return sql<string>`${t.modelId}`;
    case "user":
      return sql<string>`${t.userId}`;
    case "api_keys":
    case "all_api_keys":
      return sql<string>`${t.apiKeyId}`;
    case "product_type":
      return sql<string>`${t.source}`;
    case "request_source":
    case "has_api_key":
      return sql<string>`case when ${t.apiKeyId} = '' then 'false' else 'true' end`;
  }
}

/** The start (UTC Unix ms) of the bucket a row's hour falls in. */
function bucketStart(bucket: UsageSeriesFilter["bucket"]): SQL<number> {
  const epochMs = sql`extract(epoch from ${t.hour})::float8 * 1000`;
  if ("interval" in bucket) {
    if (bucket.interval === "hour") return sql<number>`${epochMs}`;
    return sql<number>`extract(epoch from date_trunc(${bucket.interval}, ${t.hour}, 'UTC'))::float8 * 1000`;
  }
  if (bucket.bucketMs === null) return sql<number>`${bucket.originMs}::float8`;
  return sql<number>`${bucket.originMs}::float8 + floor((${epochMs} - ${bucket.originMs}::float8) / ${bucket.bucketMs}::float8) * ${bucket.bucketMs}::float8`;
}

/**
 * Characters and generations per bucket and breakdown key. A range of the primary key
 * (workspace_id, hour, ...) for the workspace, of character_usage_hourly_workspace_user_hour_idx
 * for one member (usage-plans.test.ts), then grouped: never a scan of other workspaces' rows.
 */
export function usageSeriesSelect(db: Db, f: UsageSeriesFilter) {
  const bucket = bucketStart(f.bucket);
  const key = breakdownKey(f.breakdown);
  return db
    .select({
      bucket: sql<number>`${bucket}`.mapWith(Number).as("bucket"),
      key: sql<string>`${key}`.as("key"),
      characters: sql<number>`sum(${t.characters})::float8`.mapWith(Number),
      requests: sql<number>`sum(${t.requests})::float8`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.workspaceId, f.workspaceId), f.userId === null ? undefined : eq(t.userId, f.userId), gte(t.hour, f.fromHour), lte(t.hour, f.to)))
    .groupBy(sql`1`, sql`2`);
}

/** Names of the workspace's own voices among `ids` (catalogue voices are named by the speech service). */
export async function findVoiceNames(db: Db, workspaceId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: voice.id, name: voice.name })
    .from(voice)
    .where(and(eq(voice.workspaceId, workspaceId), inArray(voice.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** E-mail addresses of the users among `ids` that still exist. */
export async function findUserEmails(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** Names of the workspace's API keys among `ids` that still exist. */
export async function findApiKeyNames(db: Db, workspaceId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: apiKey.id, name: apiKey.name })
    .from(apiKey)
    .where(and(eq(apiKey.workspaceId, workspaceId), inArray(apiKey.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
