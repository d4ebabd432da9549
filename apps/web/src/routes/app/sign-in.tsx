import { APP_ROUTES } from "@vocable/domain";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { AuthCard } from "#features/accounts/sign-in/components/auth-card";
import type { SignInNoticeState } from "#features/accounts/sign-in/components/reset-password-form";
import { SignInForm } from "#features/accounts/sign-in/components/sign-in-form";
import { redirectPath } from "#features/accounts/sign-in/redirect";
import { errorMessage } from "#lib/handle-error";

/** /app/sign-in */
export default function SignInRoute() {
  const { data: session, error } = useSession();
  const [params] = useSearchParams();
  const notice = (useLocation().state as SignInNoticeState | null)?.notice;
  if (session) return <Navigate to={redirectPath(params.get("redirect"))} replace />;
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
      {notice ? (
        <p role="status" className="mb-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300" data-testid="sign-in-notice">
          {notice}
        </p>
      ) : null}
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
