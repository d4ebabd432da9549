import type { DictionaryRulesChanged } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";
import type { RuleDraft } from "./use-create-dictionary";

/** POST /v1/pronunciation-dictionaries/{id}/set-rules: the edited rules become a new version. */
export function useSetRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; rules: RuleDraft[] }) =>
      // Still on apiJson: the document's PronunciationDictionaryRule makes the defaulted
      // case_sensitive and word_boundaries required, while the server (and RuleDraft) leave them out.
      apiJson<DictionaryRulesChanged>(`/v1/pronunciation-dictionaries/${encodeURIComponent(input.id)}/set-rules`, { method: "POST", json: { rules: input.rules } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dictionariesAll }),
    onError: handleError,
  });
}
