import type { PronunciationDictionaryLocator } from "@vocable/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

const PATH = "/v1/workspace/pronunciation-dictionary-locators";

/** The workspace's default dictionaries: applied to every generation that picks none. */
export function useWorkspaceDefaults() {
  return useQuery({ queryKey: queryKeys.dictionaryDefaults, queryFn: ({ signal }) => data(api.GET(PATH, { signal })) });
}

/** PUT the workspace's default dictionaries (at most three). */
export function useSetWorkspaceDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locators: PronunciationDictionaryLocator[]) => data(api.PUT(PATH, { body: { pronunciation_dictionary_locators: locators } })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.dictionaryDefaults, data),
    onError: handleError,
  });
}
