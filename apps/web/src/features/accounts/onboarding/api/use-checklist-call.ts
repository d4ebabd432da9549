import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { setUserChecklist } from "./set-user-checklist";

/**
 * One of the checklist calls without a body (initiate, hide, mark-complete). `failureText` is the
 * spec's text for that call's failure (e.g. "Error hiding onboarding checklist"); without one the
 * generic error handling shows the server's message.
 */
const CHECKLIST_CALLS = {
  initiate: "/v1/user/onboarding-checklist/initiate",
  hide: "/v1/user/onboarding-checklist/hide",
  "mark-complete": "/v1/user/onboarding-checklist/mark-complete",
} as const;

export function useChecklistCall(action: "initiate" | "hide" | "mark-complete", failureText?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST(CHECKLIST_CALLS[action])),
    onSuccess: (answer) => setUserChecklist(queryClient, answer),
    onError: (error) => {
      if (!failureText) return void handleError(error);
      console.error(error);
      toast.error(failureText);
    },
  });
}
