import type { AcceptedInvite } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";

/**
 * POST /v1/workspace/invites/{code}/accept or /decline (`code`: the mailed code or the invite's id).
 * Accepting moves the person into the workspace, so every query is refreshed (spec §4: the access
 * is refreshed after accepting).
 */
export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; answer: "accept" | "decline" }) =>
      apiJson<AcceptedInvite>(`/v1/workspace/invites/${encodeURIComponent(input.code)}/${input.answer}`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries(),
    onError: handleError,
  });
}
