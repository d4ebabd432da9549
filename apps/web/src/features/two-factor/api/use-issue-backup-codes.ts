import type { BackupCodesResponse } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/user/backup-code: a fresh set of ten (the old set stops working), shown once. */
export function useIssueBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiJson<BackupCodesResponse>("/v1/user/backup-code", { method: "POST" })).backup_codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
