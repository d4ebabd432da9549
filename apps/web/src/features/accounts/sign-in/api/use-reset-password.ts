import { useMutation } from "@tanstack/react-query";
import { resetPassword } from "./account-emails";

/** Sets a new password with a reset code. */
export function useResetPassword() {
  return useMutation({ mutationFn: (input: { oobCode: string; newPassword: string }) => resetPassword(input.oobCode, input.newPassword) });
}
