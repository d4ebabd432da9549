import type { PronunciationDictionaryLocator, WorkspaceDictionaryDefaults } from "@vocable/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

const PATH = "/v1/workspace/pronunciation-dictionary-locators";

/** The workspace's default dictionaries: applied to every generation that picks none. */
export function useWorkspaceDefaults() {
  return useQuery({ queryKey: queryKeys.dictionaryDefaults, queryFn: ({ signal }) => apiJson<WorkspaceDictionaryDefaults>(PATH, { signal }) });
}

/** PUT the workspace's default dictionaries (at most three). */
export function useSetWorkspaceDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locators: PronunciationDictionaryLocator[]) => apiJson<WorkspaceDictionaryDefaults>(PATH, { method: "PUT", json: { pronunciation_dictionary_locators: locators } }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.dictionaryDefaults, data),
    onError: handleError,
  });
}
