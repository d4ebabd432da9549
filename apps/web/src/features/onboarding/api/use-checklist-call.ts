import type { OnboardingChecklistResponse } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { setUserChecklist } from "./set-user-checklist";

/**
 * One of the checklist calls without a body (initiate, hide, mark-complete). `failureText` is the
 * spec's text for that call's failure (e.g. "Error hiding onboarding checklist"); without one the
 * generic error handling shows the server's message. Still apiJson: the document's
 * OnboardingChecklist is nullable (the user's field is), while these answers always hold one.
 */
export function useChecklistCall(action: "initiate" | "hide" | "mark-complete", failureText?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<OnboardingChecklistResponse>(`/v1/user/onboarding-checklist/${action}`, { method: "POST" }),
    onSuccess: (answer) => setUserChecklist(queryClient, answer),
    onError: (error) => {
      if (!failureText) return void handleError(error);
      console.error(error);
      toast.error(failureText);
    },
  });
}
