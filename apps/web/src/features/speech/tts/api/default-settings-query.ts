import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/voices/settings/default. */
export const defaultSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.defaultVoiceSettings,
  queryFn: ({ signal }) => data(api.GET("/v1/voices/settings/default", { signal })),
  staleTime: Infinity,
});
