import type { Principal } from "../app-env";
import { AppError } from "../errors";
import { compileRouteTable } from "./route-patterns";

/**
 * What a person may still call while their workspace requires two-factor (`mfa_required_for_users`)
 * and they have none: what they need to set it up, to see where they stand, or to leave. The web
 * app reads GET /v1/user (`workspace_requires_mfa`, `totp_mfa_factor`) to send them to the set-up
 * dialog; Better Auth's own endpoints (/api/auth: two-factor/enable, sign-out) are not /v1 routes
 * and are not held back; the public routes pass before this check.
 */
export const BEFORE_TWO_FACTOR_SETUP_ROUTES: readonly string[] = [
  "GET /v1/user",
  // Two-factor itself.
  "POST /v1/user/backup-code",
  "POST /v1/user/update-mfa-factors",
  // Their sessions.
  "GET /v1/user/sessions",
  "DELETE /v1/user/sessions/{session_id}",
  "POST /v1/user/sessions/revoke-others",
  "POST /v1/user/session-activity",
  // The account.
  "POST /v1/user/send-email-change-verification",
  "DELETE /v1/user/delete",
  "POST /v1/user/verify-sensitive-action-code",
  "POST /v1/user/change-password",
  "POST /v1/user/sign-in-requests/verify",
  // Their workspaces: switch to another, leave this one, answer invites.
  "GET /v1/user/workspaces",
  "POST /v1/user/workspaces/{workspace_id}/switch",
  "POST /v1/workspace/members/leave",
  "GET /v1/workspace/invites",
  "POST /v1/workspace/invites/{code}/accept",
  "POST /v1/workspace/invites/{code}/decline",
];

const TABLE = compileRouteTable(BEFORE_TWO_FACTOR_SETUP_ROUTES.map((entry) => [entry, true] as const));

/**
 * The workspace's two-factor requirement, for every authenticated /v1 route (authorizeRoute calls
 * it): a person without two-factor in a workspace that requires it (`principal.twoFactorSetupRequired`,
 * read with the session or key in authenticate) is refused 403 two_factor_setup_required outside
 * BEFORE_TWO_FACTOR_SETUP_ROUTES, with a session or with one of their API keys alike. Service
 * accounts are never held back (their keys are their credential).
 */
export function requireTwoFactorWhereRequired(principal: Principal, method: string, path: string): void {
  if (!principal.twoFactorSetupRequired || TABLE.lookup(method, path)) return;
  throw new AppError(
    "two_factor_setup_required",
    403,
    "This workspace requires two-factor authentication. Set it up in your account settings (Settings > Two-factor authentication), then try again.",
  );
}
