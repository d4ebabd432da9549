import { APP_ROUTES, characterCost, textQuotaMessage, textQuotaStatus } from "@vocable/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { toast } from "sonner";
import { handleError } from "#lib/handle-error";
import { apiErrorOf } from "#features/accounts/account-security/api/error-type";
import { userQueryOptions } from "#features/accounts/user/api/user-query";

/**
 * A failed generation's toast. The server's quota_exceeded (the quota moved since the page last
 * read it: another tab, a colleague) is said as the page says it, numbers written out, with the
 * way to the plans, from the subscription read again; any other failure is the usual toast.
 */
export async function showGenerateError(queryClient: QueryClient, error: unknown, text: string): Promise<void> {
  if (!apiErrorOf(error, "quota_exceeded")) {
    handleError(error);
    return;
  }
  let message: string | null = null;
  try {
    const user = await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
    message = textQuotaMessage(textQuotaStatus(user.subscription, characterCost(text)), user.subscription.tier);
  } catch {
    // The subscription could not be read: the server's own words below.
  }
  if (!message) {
    handleError(error);
    return;
  }
  toast.error(
    <span data-testid="quota-exceeded-toast">
      {message}{" "}
      <Link to={APP_ROUTES.subscription} className="font-medium underline">
        See plans
      </Link>
    </span>,
  );
}
