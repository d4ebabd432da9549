import { Link, Navigate, useSearchParams } from "react-router";
import { useSession } from "../../features/auth/api/use-session";
import { AuthCard } from "../../features/auth/components/auth-card";
import { SignInForm } from "../../features/auth/components/sign-in-form";
import { safeRedirectPath } from "../../features/auth/safe-redirect";

/** /app/sign-in */
export default function SignInRoute() {
  const { data: session } = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={safeRedirectPath(params.get("redirect"), window.location.origin)} replace />;
  const signUp = params.get("redirect") ? `/app/sign-up?redirect=${encodeURIComponent(params.get("redirect") ?? "")}` : "/app/sign-up";
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
      <SignInForm />
    </AuthCard>
  );
}
