import { Link, Navigate, useSearchParams } from "react-router";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { AuthCard } from "#features/accounts/sign-in/components/auth-card";
import { redirectPath } from "#features/accounts/sign-in/redirect";
import { SsoSignInForm } from "#features/accounts/sso/components/sso-sign-in-form";
import { inviteAnswerPath, signInPageHref } from "#features/accounts/sso/sso-urls";

/** /app/sso: sign in with the company's identity provider (spec accounts §1 SSO, §2). */
export default function SsoRoute() {
  const { data: session } = useSession();
  const [params] = useSearchParams();
  const inviteCode = params.get("invite_code")?.trim() || null;
  const redirect = params.get("redirect");
  // Already signed in (and not back from a failure): go where the sign-in would have gone.
  if (session && !params.get("error")) return <Navigate to={inviteCode ? inviteAnswerPath(inviteCode) : redirectPath(redirect)} replace />;
  return (
    <AuthCard
      title="Sign in with SSO"
      subtitle="Use your company's identity provider. Enter your work e-mail to find it."
      footer={
        <>
          Prefer your password?{" "}
          <Link to={signInPageHref({ email: params.get("email"), inviteCode, redirect })} className="font-medium text-zinc-900 underline dark:text-white">
            Sign in
          </Link>
        </>
      }
    >
      <SsoSignInForm />
    </AuthCard>
  );
}
