import { PUBLIC_NAME_UPDATED } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/user/update-public-user-name. As the spec's error catalogue says, a failure is only
 * logged and "Public name updated" shows either way; the user is then re-read, so the field shows
 * the name actually stored. (The form checks length and line breaks first, so only a network or
 * server failure gets here.)
 */
export function useUpdatePublicUserName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => data(api.POST("/v1/user/update-public-user-name", { body: { public_user_name: name } })),
    onError: (error) => console.error("public name update failed", error),
    onSettled: () => {
      toast.success(PUBLIC_NAME_UPDATED);
      return queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
