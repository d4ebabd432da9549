import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/dubbing/{id} (the dub and its files), then refreshes the list. */
export function useDeleteDub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/v1/dubbing/{dubbing_id}", { params: { path: { dubbing_id: id } } })),
    onSuccess: (_data, id) => {
      // The dub, its studio resource and its voices (all under its key).
      queryClient.removeQueries({ queryKey: queryKeys.dub(id) });
      // Not awaited: the page moves on to the list at once, which follows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dubList });
    },
    onError: handleError,
  });
}
