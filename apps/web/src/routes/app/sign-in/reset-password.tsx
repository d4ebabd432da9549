import { APP_ROUTES } from "@vocable/domain";
import { Link, useSearchParams } from "react-router";
import { readLandingParams } from "#features/accounts/account-landing/landing-storage";
import { AuthCard } from "#features/accounts/sign-in/components/auth-card";
import { ResetPasswordForm } from "#features/accounts/sign-in/components/reset-password-form";

/** The reset code: from the link in the address, else the one the landing kept for this visit. */
function resetCode(params: URLSearchParams): string | null {
  const fromLink = params.get("oobCode") ?? params.get("verificationCode");
  if (fromLink) return fromLink.slice(0, 512);
  const stored = readLandingParams();
  return stored.mode === "resetPassword" && stored.code ? stored.code : null;
}

/** /app/sign-in/reset-password: checks the mailed code and sets a new password. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Your new password replaces the old one, signs out your other sessions and revokes your personal API keys."
      footer={
        <Link to={APP_ROUTES.signIn} className="font-medium text-zinc-900 underline dark:text-white">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm oobCode={resetCode(params)} />
    </AuthCard>
  );
}
