import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { AuthCard } from "#features/accounts/sign-in/components/auth-card";
import { ForgotPasswordForm } from "#features/accounts/sign-in/components/forgot-password-form";

/** /app/sign-in/forgot-password: asks for the e-mail a reset link goes to. */
export default function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to={APP_ROUTES.signIn} className="font-medium text-zinc-900 underline dark:text-white">
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
