import type { DictionaryWithRules } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/pronunciation-dictionaries/{id}: the dictionary with its latest rules (when `id` is set). */
export function useDictionary(id: string | null) {
  return useQuery({
    queryKey: queryKeys.dictionary(id ?? ""),
    enabled: id !== null,
    queryFn: ({ signal }) => apiJson<DictionaryWithRules>(`/v1/pronunciation-dictionaries/${encodeURIComponent(id ?? "")}`, { signal }),
  });
}
