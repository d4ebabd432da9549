import { APP_ROUTES } from "@vocable/domain";
import { api, data } from "#lib/api";

/** The continue link mailed links lead back to: the sign-in page of this site. */
export function signInContinueUrl(): string {
  return `${window.location.origin}${APP_ROUTES.signIn}`;
}

/** POST /v1/user/send-password-reset-email: the same answer whether or not the address has an account. */
export function sendPasswordResetEmail(email: string) {
  return data(api.POST("/v1/user/send-password-reset-email", { body: { email, continue_url: signInContinueUrl() } }));
}

/** POST /v1/user/send-verification-email. */
export function sendVerificationEmail(email: string) {
  return data(api.POST("/v1/user/send-verification-email", { body: { email, continue_url: signInContinueUrl() } }));
}

/** POST /v1/user/action-codes/check-password-reset: the account's e-mail for a valid reset code. */
export function checkPasswordReset(oobCode: string, signal?: AbortSignal) {
  return data(api.POST("/v1/user/action-codes/check-password-reset", { body: { oob_code: oobCode }, signal }));
}

/** POST /v1/user/action-codes/reset-password. */
export function resetPassword(oobCode: string, newPassword: string) {
  return data(api.POST("/v1/user/action-codes/reset-password", { body: { oob_code: oobCode, new_password: newPassword } }));
}
