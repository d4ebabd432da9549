import { APP_ROUTES } from "@vocable/domain";
import { Link, Navigate, useSearchParams } from "react-router";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { AuthCard } from "#features/accounts/sign-in/components/auth-card";
import { SignUpForm } from "#features/accounts/sign-in/components/sign-up-form";
import { pathAfterSignUp } from "#features/accounts/sign-in/after-sign-up";

/** /app/sign-up */
export default function SignUpRoute() {
  const { data: session } = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={pathAfterSignUp(params.get("redirect"))} replace />;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start turning text into speech."
      footer={
        <>
          Already have an account?{" "}
          <Link to={APP_ROUTES.signIn} className="font-medium text-zinc-900 underline dark:text-white">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
