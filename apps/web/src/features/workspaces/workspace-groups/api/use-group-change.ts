import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** One change to the groups (create, rename, delete, add or remove a member). */
export type GroupChange =
  | { kind: "create"; name: string }
  | { kind: "rename"; groupId: string; name: string }
  | { kind: "delete"; groupId: string }
  | { kind: "add-member"; groupId: string; email: string }
  | { kind: "remove-member"; groupId: string; email: string };

function send(change: GroupChange): Promise<unknown> {
  switch (change.kind) {
    case "create":
      return data(api.POST("/v1/workspace/groups", { body: { name: change.name } }));
    case "rename":
      return data(api.PATCH("/v1/workspace/groups/{group_id}", { params: { path: { group_id: change.groupId } }, body: { name: change.name } }));
    case "delete":
      return data(api.DELETE("/v1/workspace/groups/{group_id}", { params: { path: { group_id: change.groupId } } }));
    case "add-member":
      return data(api.POST("/v1/workspace/groups/{group_id}/members", { params: { path: { group_id: change.groupId } }, body: { email: change.email } }));
    case "remove-member":
      return data(api.POST("/v1/workspace/groups/{group_id}/members/remove", { params: { path: { group_id: change.groupId } }, body: { email: change.email } }));
  }
}

/** The group calls; each refreshes the groups. */
export function useGroupChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspaceGroups }),
    onError: handleError,
  });
}
