import { z } from "zod";
import { PageToken, SafeText } from "./strings";
import { WorkspaceAnalyticsQueryResponse } from "./usage";

/** The most rows one page of the request log answers. */
export const MAX_REQUEST_LOG_PAGE = 1000;
const Millis = (name: string) =>
  z
    .number()
    .int(`${name}: a Unix timestamp in milliseconds.`)
    .min(Date.UTC(2020, 0, 1), `${name}: a Unix timestamp in milliseconds, at least 2020-01-01.`)
    .max(Date.UTC(9999, 11, 31), `${name}: a Unix timestamp in milliseconds, before year 10000.`);

/** A column filter as the SDK sends it (`ColumnFilter`). */
export const ColumnFilter = z
  .object({
    column: z.string().max(64),
    operation: z.enum(["in", "not_in", "le", "ge", "lt", "gt", "eq", "neq"]),
    values: z.array(z.union([z.string().max(300), z.number(), z.boolean(), z.null()])).max(100),
  })
  .meta({ id: "ColumnFilter" });
export type ColumnFilter = z.infer<typeof ColumnFilter>;

/**
 * POST /v1/workspace/analytics/requests (`workspace.analytics.requests.get`): the workspace's API
 * requests in [start_time, end_time). `cursor` (Vocable's, sent by the SDK as an additional body
 * parameter) continues after the previous page's `next_cursor`.
 */
export const ApiRequestsQuery = z
  .object({
    start_time: Millis("start_time").optional(),
    end_time: Millis("end_time").optional(),
    limit: z.number().int().min(1).max(MAX_REQUEST_LOG_PAGE).default(100),
    sort: z.enum(["asc", "desc"]).optional(),
    filters: z.array(ColumnFilter).max(20).optional(),
    search: SafeText.max(200).optional().meta({ description: "Part of the route template (case-insensitive)" }),
    cursor: PageToken.optional().meta({ description: "The next_cursor of the previous page (same query otherwise)" }),
  })
  .refine((q) => q.start_time !== undefined || q.end_time !== undefined, { message: "At least one of start_time or end_time must be provided.", path: ["start_time"] })
  .meta({ id: "BodyListApiRequestsV1WorkspaceAnalyticsRequestsPost" });
export type ApiRequestsQuery = z.infer<typeof ApiRequestsQuery>;

export const ApiRequestsResponse = WorkspaceAnalyticsQueryResponse.extend({
  next_cursor: z.string().nullable().meta({ description: "Pass as cursor for the next page; null on the last one" }),
}).meta({ id: "ApiRequestsQueryResponseModel" });
export type ApiRequestsResponse = z.infer<typeof ApiRequestsResponse>;
