import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/user/backup-code: a fresh set of ten (the old set stops working), shown once. */
export function useIssueBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await data(api.POST("/v1/user/backup-code"))).backup_codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
