/** The texts of a failed submission (POST …/submit): a 402 is the workspace's billing, with a way to fix it. */
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

export interface SubmitFailure {
  message: string;
  /** The payment was declined or there is no payment method: the box links to the subscription page. */
  billing: boolean;
}

export const BILLING_FALLBACK = "The payment did not go through, so nothing was charged. Check the workspace's payment method, then submit again.";

export function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof ApiError && error.status === 402) {
    const message = errorMessage(error);
    return { message: message && !/^payment required$/i.test(message) ? message : BILLING_FALLBACK, billing: true };
  }
  return { message: errorMessage(error), billing: false };
}
