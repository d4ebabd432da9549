import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import type { RuleDraft } from "./use-create-dictionary";

/** POST /v1/pronunciation-dictionaries/{id}/set-rules: the edited rules become a new version. */
export function useSetRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; rules: RuleDraft[] }) =>
      data(api.POST("/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}/set-rules", { params: { path: { pronunciation_dictionary_id: input.id } }, body: { rules: input.rules } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dictionariesAll }),
    onError: handleError,
  });
}
