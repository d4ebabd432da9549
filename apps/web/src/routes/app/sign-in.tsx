import { APP_ROUTES } from "@vocable/domain";
import { Link, Navigate, useSearchParams } from "react-router";
import { useSession } from "../../features/auth/api/use-session";
import { AuthCard } from "../../features/auth/components/auth-card";
import { SignInForm } from "../../features/auth/components/sign-in-form";
import { safeRedirectPath } from "../../features/auth/safe-redirect";
import { errorMessage } from "../../lib/handle-error";

/** /app/sign-in */
export default function SignInRoute() {
  const { data: session, error } = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeRedirectPath(params.get("redirect"), window.location.origin)} replace />;
  const signUp = params.get("redirect")
    ? `${APP_ROUTES.signUp}?redirect=${encodeURIComponent(params.get("redirect") ?? "")}`
    : APP_ROUTES.signUp;
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your Vocable account."
      footer={
        <>
          No account yet?{" "}
          <Link to={signUp} className="font-medium text-zinc-900 underline dark:text-white">
            Sign up
          </Link>
        </>
      }
    >
      {/* The session could not be checked (e.g. rate limited): say why before the user types. */}
      {error && !session ? (
        <p role="alert" className="mb-4 text-sm text-red-600 dark:text-red-400" data-testid="session-check-error">
          {errorMessage(error)}
        </p>
      ) : null}
      <SignInForm />
    </AuthCard>
  );
}
