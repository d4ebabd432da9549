import type { OnboardingSurveyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/user/onboarding-survey-complete: completes onboarding and initiates the checklist. */
export function useCompleteOnboardingSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: OnboardingSurveyRequest) => apiJson("/v1/user/onboarding-survey-complete", { method: "POST", json: answers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    onError: handleError,
  });
}
