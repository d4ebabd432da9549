import type { SeatType } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/workspace/invites/add (one address) or add-bulk (several). Failures (no free seat, an
 * existing member) are shown in the dialog, so they are not toasted here.
 */
export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { emails: string[]; seat_type: SeatType; group_ids: string[] }) =>
      input.emails.length === 1
        ? data(api.POST("/v1/workspace/invites/add", { body: { email: input.emails[0], seat_type: input.seat_type, group_ids: input.group_ids } }))
        : data(api.POST("/v1/workspace/invites/add-bulk", { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspace }),
  });
}
