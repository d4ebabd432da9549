import type { PronunciationRuleInput } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** Rules as the web app sends them (the server fills in the defaults). */
export type RuleDraft = { [K in PronunciationRuleInput["type"]]: Omit<Extract<PronunciationRuleInput, { type: K }>, "case_sensitive" | "word_boundaries"> & { case_sensitive?: boolean; word_boundaries?: boolean } }[PronunciationRuleInput["type"]];

export type CreateDictionaryInput = { name: string; description?: string } & ({ rules: RuleDraft[] } | { file: File });

/** POST add-from-rules (JSON) or add-from-file (a multipart form with the .pls file). */
export function useCreateDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDictionaryInput) => {
      if ("file" in input) {
        const form = new FormData();
        form.append("name", input.name);
        if (input.description) form.append("description", input.description);
        form.append("file", input.file);
        return data(api.POST("/v1/pronunciation-dictionaries/add-from-file", formBody(form)));
      }
      return data(api.POST("/v1/pronunciation-dictionaries/add-from-rules", { body: { name: input.name, description: input.description || undefined, rules: input.rules } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dictionariesAll }),
    onError: handleError,
  });
}
