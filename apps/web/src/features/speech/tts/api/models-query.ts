import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/models (the web app's cookie gets ElevenLabs' array; OpenAI's list shape is for bearer keys). */
export const modelsQueryOptions = queryOptions({
  queryKey: queryKeys.models,
  queryFn: async ({ signal }) => {
    const models = await data(api.GET("/v1/models", { signal }));
    return Array.isArray(models) ? models : [];
  },
  staleTime: 10 * 60_000,
});
