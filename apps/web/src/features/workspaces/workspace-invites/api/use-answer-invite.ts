import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";

/**
 * POST /v1/workspace/invites/{code}/accept or /decline (`code`: the mailed code or the invite's id).
 * Accepting moves the person into the workspace, so every query is refreshed (spec §4: the access
 * is refreshed after accepting).
 */
export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; answer: "accept" | "decline" }) =>
      input.answer === "accept"
        ? data(api.POST("/v1/workspace/invites/{code}/accept", { params: { path: { code: input.code } } }))
        : data(api.POST("/v1/workspace/invites/{code}/decline", { params: { path: { code: input.code } } })),
    onSuccess: () => queryClient.invalidateQueries(),
    onError: handleError,
  });
}
