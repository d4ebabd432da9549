import { APP_ROUTES } from "@vocable/domain";
import { Link, Navigate, useSearchParams } from "react-router";
import { useSession } from "../../features/auth/api/use-session";
import { AuthCard } from "../../features/auth/components/auth-card";
import { SignUpForm } from "../../features/auth/components/sign-up-form";
import { safeRedirectPath } from "../../features/auth/safe-redirect";

/** /app/sign-up */
export default function SignUpRoute() {
  const { data: session } = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeRedirectPath(params.get("redirect"), window.location.origin)} replace />;
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
