/**
 * API routes a signed-out visitor may call (spec §7 "no auth"): the e-mail links' landing calls,
 * sign-up helpers and the first-party analytics. The authenticate middleware still resolves a
 * caller when credentials come with the request, so a route can tell the two apart.
 */
const PUBLIC_API_ROUTES: readonly string[] = [
  "POST /v1/user/send-verification-email",
  "POST /v1/user/send-password-reset-email",
  "POST /v1/user/action-codes/verify-email",
  "POST /v1/user/action-codes/check-password-reset",
  "POST /v1/user/action-codes/reset-password",
  "POST /v1/user/opt-out-of-updates",
  "PUT /v1/user/email",
  "POST /v1/user/pre-sign-up",
  "POST /v1/user/prepare-internal-verification",
  "GET /v1/geo",
  "POST /v1/analytics/events",
];

const PUBLIC = new Set(PUBLIC_API_ROUTES);

/** Whether `method path` is a public API route (exact path; none of them has a path parameter). */
export function isPublicApiRoute(method: string, path: string): boolean {
  return PUBLIC.has(`${method.toUpperCase()} ${path.replace(/\/+$/, "")}`);
}
