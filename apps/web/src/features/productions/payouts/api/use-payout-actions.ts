import { APP_ROUTES } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { payoutKeys } from "./payout-keys";

/** POST …/payouts/agreement: the producer accepts the publishing and payouts agreement; the answer is the summary. */
export function useAcceptAgreement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST("/v1/productions/producers/{user_id}/payouts/agreement", { params: { path: { user_id: userId } } })),
    onSuccess: (summary) => queryClient.setQueryData(payoutKeys.summary, summary),
  });
}

/** POST …/payouts: the whole balance paid out (or recorded for the operator); the summary and the lists are read again either way. */
export function useRequestPayout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST("/v1/productions/producers/{user_id}/payouts", { params: { path: { user_id: userId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/**
 * POST /v1/billing/create-connect-account (Stripe Connect onboarding) or
 * …-management-link (an account already connected): the provider's page, which sends the browser
 * back to /app/payouts. The browser goes there at once.
 */
export function useConnectAccount() {
  return useMutation({
    mutationFn: (connected: boolean) => {
      const body = { relative_redirect_path: APP_ROUTES.payouts };
      return connected
        ? data(api.POST("/v1/billing/create-connect-account-management-link", { body }))
        : data(api.POST("/v1/billing/create-connect-account", { body }));
    },
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
