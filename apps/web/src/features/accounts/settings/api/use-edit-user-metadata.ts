import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/user/edit-user-metadata: whether the user wants product-update e-mails. */
export function useEditUserMetadata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agrees: boolean) => data(api.POST("/v1/user/edit-user-metadata", { body: { account_metadata: { agrees_to_product_updates: agrees } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    onError: handleError,
  });
}
