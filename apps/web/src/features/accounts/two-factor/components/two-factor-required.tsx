import { APP_ROUTES, TWO_FACTOR_REQUIRED_BANNER } from "@vocable/domain";
import { Navigate, useLocation } from "react-router";
import { useUser } from "#features/accounts/user/api/use-user";
import { ADD_TWO_FACTOR_DIALOG } from "./two-factor-section";

/** Pages a member held back by the workspace's two-factor requirement may open: the settings (set-up, sessions, the account) and their invites. */
const ALLOWED_BEFORE_TWO_FACTOR: readonly string[] = [APP_ROUTES.settings, APP_ROUTES.workspaceInvites];

function allowed(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return ALLOWED_BEFORE_TWO_FACTOR.includes(path);
}

/**
 * The workspace requires two-factor (`workspace_requires_mfa` on GET /v1/user) and the user has
 * none: the server refuses everything else (403 two_factor_setup_required), so any other page is
 * replaced by the set-up dialog in the settings, under a banner that says why. The workspace
 * switcher stays in the shell, and switching refreshes the user, which lifts this.
 */
export function TwoFactorRequired() {
  const { data: user } = useUser();
  const location = useLocation();
  if (!user?.workspace_requires_mfa || user.totp_mfa_factor !== null) return null;
  if (!allowed(location.pathname)) return <Navigate to={`${APP_ROUTES.settings}?dialog=${ADD_TWO_FACTOR_DIALOG}`} replace />;
  return (
    <div
      role="status"
      data-testid="two-factor-required-banner"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200"
    >
      {TWO_FACTOR_REQUIRED_BANNER}
    </div>
  );
}
