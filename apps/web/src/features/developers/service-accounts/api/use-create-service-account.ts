import type { CreateServiceAccountRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/service-accounts. */
export function useCreateServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateServiceAccountRequest) => data(api.POST("/v1/service-accounts", { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
