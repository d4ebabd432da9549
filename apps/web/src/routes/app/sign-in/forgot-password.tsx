/** /app/sign-in/forgot-password: asks for the e-mail a reset link goes to. */
export default function ForgotPasswordRoute() {
  return null;
}
