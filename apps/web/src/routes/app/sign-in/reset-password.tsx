/** /app/sign-in/reset-password: checks the mailed code and sets a new password. */
export default function ResetPasswordRoute() {
  return null;
}
