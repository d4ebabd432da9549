import type { ResolvedVoiceSettings } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/voices/settings/default. */
export const defaultSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.defaultVoiceSettings,
  queryFn: ({ signal }) => apiJson<ResolvedVoiceSettings>("/v1/voices/settings/default", { signal }),
  staleTime: Infinity,
});
