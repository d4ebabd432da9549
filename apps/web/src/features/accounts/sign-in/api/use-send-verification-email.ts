import { useMutation } from "@tanstack/react-query";
import { sendVerificationEmail } from "./account-emails";

/** Asks for a new verification link. */
export function useSendVerificationEmail() {
  return useMutation({ mutationFn: (email: string) => sendVerificationEmail(email) });
}
