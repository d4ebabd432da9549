import { z } from "zod";

/**
 * GET /v1/usage/character-stats (ElevenLabs `client.usage.get`) and its CSV twin
 * GET /v1/usage/character-stats.csv. Usage is recorded per UTC hour, so every interval and any
 * bucket size that is a whole number of hours is answered exactly.
 */

/** Breakdowns this server answers (ElevenLabs' `BreakdownTypes` it has data for). */
export const USAGE_BREAKDOWN_TYPES = ["none", "voice", "model", "user", "api_keys", "all_api_keys", "product_type", "request_source", "has_api_key"] as const;
export type UsageBreakdownType = (typeof USAGE_BREAKDOWN_TYPES)[number];

/** Breakdowns ElevenLabs names that have no data here (voice multipliers, regions, queues...): 422. */
export const UNSUPPORTED_USAGE_BREAKDOWN_TYPES = ["voice_multiplier", "groups", "resource", "request_queue", "region", "subresource_id", "reporting_workspace_id"] as const;

export const USAGE_AGGREGATION_INTERVALS = ["hour", "day", "week", "month", "cumulative"] as const;
export type UsageAggregationInterval = (typeof USAGE_AGGREGATION_INTERVALS)[number];

/** Metrics this server answers: credits and tts_characters are both characters (1 credit = 1 character here); request_count counts generations. */
export const USAGE_METRICS = ["credits", "tts_characters", "request_count"] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/** The longest window one call may ask for. */
export const USAGE_MAX_RANGE_MS = 366 * 24 * 3600 * 1000;
/** Usage is kept per hour: a custom bucket is a whole number of hours. */
export const USAGE_BUCKET_UNIT_SECONDS = 3600;

const unixMs = z.coerce
  .number({ error: "Must be a UTC Unix timestamp in milliseconds." })
  .int("Must be a whole number of milliseconds.")
  .min(0, "Must not be before 1970-01-01.")
  .max(8.64e15, "Must be a date JavaScript can hold.");

const list = (values: readonly string[]) => values.join(", ");

export const UsageCharacterStatsQuery = z
  .object({
    // `param.required`: a coerced number takes any input, so the document would call it optional.
    start_unix: unixMs.meta({ description: "Start of the window, UTC Unix milliseconds (00:00:00 of a day to include that day)", example: 1735689600000, param: { required: true } }),
    end_unix: unixMs.meta({ description: "End of the window, UTC Unix milliseconds, inclusive (23:59:59 of a day to include that day); at most 366 days after start_unix", example: 1738367999000, param: { required: true } }),
    include_workspace_metrics: z
      .enum(["true", "false"], { error: "Must be true or false." })
      .optional()
      .transform((v) => v === "true")
      .meta({ description: "true: the whole workspace (workspace admins only); false (default): the caller's own usage" }),
    breakdown_type: z
      .enum(USAGE_BREAKDOWN_TYPES, {
        error: (issue) =>
          (UNSUPPORTED_USAGE_BREAKDOWN_TYPES as readonly unknown[]).includes(issue.input)
            ? `breakdown_type ${String(issue.input)} is not available on this server: use one of ${list(USAGE_BREAKDOWN_TYPES)}.`
            : `breakdown_type must be one of ${list(USAGE_BREAKDOWN_TYPES)}.`,
      })
      .default("none")
      .meta({
        description:
          "none (one series \"All\"), voice (voice names), model (model ids), user (member e-mails; needs include_workspace_metrics=true), api_keys and all_api_keys (API key names; \"No API key\" for the web app), product_type (\"Text to speech\", \"Voice isolator\"), request_source (\"API\" or \"Web app\"), has_api_key (\"true\"/\"false\")",
      }),
    aggregation_interval: z
      .enum(USAGE_AGGREGATION_INTERVALS, { error: `aggregation_interval must be one of ${list(USAGE_AGGREGATION_INTERVALS)}.` })
      .default("day")
      .meta({ description: "Bucket length (UTC; weeks start on Monday); cumulative: one bucket for the whole window. Default day" }),
    aggregation_bucket_size: z.coerce
      .number({ error: "Must be a number of seconds." })
      .int("Must be a whole number of seconds.")
      .min(USAGE_BUCKET_UNIT_SECONDS, "Must be at least 3600 seconds: usage is kept per hour.")
      .max(USAGE_MAX_RANGE_MS / 1000, "Must be at most 366 days.")
      .refine((v) => v % USAGE_BUCKET_UNIT_SECONDS === 0, "Must be a whole number of hours (a multiple of 3600 seconds): usage is kept per hour.")
      .optional()
      .meta({ description: "Bucket size in seconds, overriding aggregation_interval; buckets start at start_unix's hour" }),
    metric: z
      .enum(USAGE_METRICS, { error: `metric must be one of ${list(USAGE_METRICS)} (credits and tts_characters both count characters).` })
      .default("credits")
      .meta({ description: "credits and tts_characters: characters charged (after refunds); request_count: generations that delivered audio" }),
  })
  .superRefine((q, ctx) => {
    if (q.end_unix < q.start_unix) {
      ctx.addIssue({ code: "custom", path: ["end_unix"], message: "end_unix must not be before start_unix." });
    } else if (q.end_unix - q.start_unix > USAGE_MAX_RANGE_MS) {
      ctx.addIssue({ code: "custom", path: ["end_unix"], message: "The window is longer than 366 days: ask for a year or less at a time." });
    }
    if (q.breakdown_type === "user" && !q.include_workspace_metrics) {
      ctx.addIssue({ code: "custom", path: ["breakdown_type"], message: "breakdown_type user needs include_workspace_metrics=true: your own usage has one user." });
    }
  });
export type UsageCharacterStatsQuery = z.infer<typeof UsageCharacterStatsQuery>;
export type UsageCharacterStatsQueryInput = z.input<typeof UsageCharacterStatsQuery>;

/** ElevenLabs' `UsageCharactersResponseModel`: a time axis (bucket starts, UTC Unix ms) and one series per label, zero-filled. */
export const UsageCharactersResponse = z
  .object({
    time: z.array(z.number().int()).meta({ description: "Start of each bucket, UTC Unix milliseconds" }),
    usage: z.record(z.string(), z.array(z.number())).meta({ description: "One series per breakdown label, the same length as time; largest total first" }),
  })
  .meta({ id: "UsageCharactersResponseModel" });
export type UsageCharactersResponse = z.infer<typeof UsageCharactersResponse>;

/**
 * POST /v1/workspace/analytics/query/usage-by-product-over-time
 * (`workspace.usage.getUsageByProductOverTime`): the workspace's characters (credits) and
 * generations per bucket, from the hourly usage table. One `group_by` of product_type, model,
 * voice_id or user_id; buckets are whole hours in UTC (`time_zone` UTC only); `filters` are refused.
 */
export const UsageByProductOverTimeRequest = z
  .object({
    start_time: z.number().int().min(Date.UTC(2020, 0, 1), "start_time: a Unix timestamp in milliseconds, at least 2020-01-01.").max(Date.UTC(9999, 11, 31), "start_time: a Unix timestamp in milliseconds, before year 10000."),
    end_time: z.number().int().min(Date.UTC(2020, 0, 1), "end_time: a Unix timestamp in milliseconds, at least 2020-01-01.").max(Date.UTC(9999, 11, 31), "end_time: a Unix timestamp in milliseconds, before year 10000."),
    interval_seconds: z.number().int().min(1).max(366 * 24 * 3600).optional(),
    group_by: z.array(z.string().max(40)).max(17).optional(),
    filters: z.array(z.unknown()).max(50).optional(),
    time_zone: z.string().max(64).optional(),
  })
  .meta({ id: "BodyGetWorkspaceUsageByProductOverTime" });
export type UsageByProductOverTimeRequest = z.infer<typeof UsageByProductOverTimeRequest>;

export const WorkspaceAnalyticsQueryResponse = z
  .object({
    columns: z.array(z.string()),
    column_types: z.array(z.enum(["String", "Float", "DateTime", "Int", "Bool", "JSON", "Map", "Array"])),
    rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    column_units: z.array(z.enum(["ms", "s", "min", "duration", "credits", "usd", "eur", "inr", "pln", "gbp", "ratio", "rating"]).nullable()),
  })
  .meta({ id: "WorkspaceAnalyticsQueryResponseModel" });
export type WorkspaceAnalyticsQueryResponse = z.infer<typeof WorkspaceAnalyticsQueryResponse>;
