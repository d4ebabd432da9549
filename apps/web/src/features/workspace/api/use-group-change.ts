import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** One change to the groups (create, rename, delete, add or remove a member). */
export type GroupChange =
  | { kind: "create"; name: string }
  | { kind: "rename"; groupId: string; name: string }
  | { kind: "delete"; groupId: string }
  | { kind: "add-member"; groupId: string; email: string }
  | { kind: "remove-member"; groupId: string; email: string };

function send(change: GroupChange): Promise<unknown> {
  const base = "/v1/workspace/groups";
  switch (change.kind) {
    case "create":
      return apiJson(base, { method: "POST", json: { name: change.name } });
    case "rename":
      return apiJson(`${base}/${encodeURIComponent(change.groupId)}`, { method: "PATCH", json: { name: change.name } });
    case "delete":
      return apiJson(`${base}/${encodeURIComponent(change.groupId)}`, { method: "DELETE" });
    case "add-member":
      return apiJson(`${base}/${encodeURIComponent(change.groupId)}/members`, { method: "POST", json: { email: change.email } });
    case "remove-member":
      return apiJson(`${base}/${encodeURIComponent(change.groupId)}/members/remove`, { method: "POST", json: { email: change.email } });
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
