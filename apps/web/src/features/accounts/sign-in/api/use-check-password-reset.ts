import { useQuery } from "@tanstack/react-query";
import { checkPasswordReset } from "./account-emails";

/** Checks a reset code once (no retry: a used or expired code stays so); answers the account's e-mail. */
export function useCheckPasswordReset(oobCode: string | null) {
  return useQuery({
    queryKey: ["action-code", "check-password-reset", oobCode],
    queryFn: ({ signal }) => checkPasswordReset(oobCode ?? "", signal),
    enabled: oobCode !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
