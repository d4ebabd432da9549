import type { CreatedServiceAccount, CreateServiceAccountRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/service-accounts. */
export function useCreateServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateServiceAccountRequest) => apiJson<CreatedServiceAccount>("/v1/service-accounts", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
