import { useMutation } from "@tanstack/react-query";
import { sendPasswordResetEmail } from "./account-emails";

/** Asks for a password-reset link (forgot password). */
export function useSendPasswordResetEmail() {
  return useMutation({ mutationFn: (email: string) => sendPasswordResetEmail(email) });
}
