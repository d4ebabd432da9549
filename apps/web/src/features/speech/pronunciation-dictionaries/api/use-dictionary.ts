import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/pronunciation-dictionaries/{id}: the dictionary with its latest rules (when `id` is set). */
export function useDictionary(id: string | null) {
  return useQuery({
    queryKey: queryKeys.dictionary(id ?? ""),
    enabled: id !== null,
    queryFn: ({ signal }) => data(api.GET("/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}", { params: { path: { pronunciation_dictionary_id: id ?? "" } }, signal })),
  });
}
