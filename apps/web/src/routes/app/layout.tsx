import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/api/use-session";
import { AppShell } from "../../features/shell/app-shell";

/** Signed-in area: signed-out visitors go to sign-in with a way back. */
export default function AppLayoutRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-zinc-500">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (!session.data) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/app/sign-in?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
