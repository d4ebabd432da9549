import type { OnboardingSurveyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import { takeStoredReferral } from "#features/accounts/account-landing/referral-capture";

/**
 * POST /v1/user/onboarding-survey-complete: completes onboarding and initiates the checklist. A
 * new account then hands the referral code its browser kept to post-registration-user-setup
 * (once; a failure there is only logged: it must not stop onboarding).
 */
export function useCompleteOnboardingSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: OnboardingSurveyRequest) => data(api.POST("/v1/user/onboarding-survey-complete", { body: answers })),
    onSuccess: () => {
      const referral = takeStoredReferral();
      if (referral) {
        data(api.POST("/v1/user/post-registration-user-setup", { body: { pid: referral } })).catch((error: unknown) =>
          console.warn("The referral could not be recorded", error),
        );
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
    onError: handleError,
  });
}
