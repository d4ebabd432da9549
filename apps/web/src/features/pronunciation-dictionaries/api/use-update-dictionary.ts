import type { DictionaryMetadata, UpdateDictionaryRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** PATCH /v1/pronunciation-dictionaries/{id}: rename, archive or restore (archiving also drops it from the defaults). */
export function useUpdateDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateDictionaryRequest }) =>
      apiJson<DictionaryMetadata>(`/v1/pronunciation-dictionaries/${encodeURIComponent(input.id)}`, { method: "PATCH", json: input.patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dictionariesAll }),
    onError: handleError,
  });
}
