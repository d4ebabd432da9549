import type { SeatType } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/workspace/members: a member's seat type or lock. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; workspace_seat_type?: SeatType; is_locked?: boolean }) =>
      data(api.POST("/v1/workspace/members", { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspace }),
    onError: handleError,
  });
}
