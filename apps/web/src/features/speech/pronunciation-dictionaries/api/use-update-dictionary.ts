import type { UpdateDictionaryRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** PATCH /v1/pronunciation-dictionaries/{id}: rename, archive or restore (archiving also drops it from the defaults). */
export function useUpdateDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: UpdateDictionaryRequest }) =>
      data(api.PATCH("/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}", { params: { path: { pronunciation_dictionary_id: input.id } }, body: input.patch })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dictionariesAll }),
    onError: handleError,
  });
}
