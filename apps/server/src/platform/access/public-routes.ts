import { compileRouteTable } from "./route-patterns";

/**
 * API routes a signed-out visitor may call (spec §7 "no auth"): the e-mail links' landing calls,
 * sign-up helpers, the first-party analytics and the backup-code sign-in. The authenticate middleware still resolves a
 * caller when credentials come with the request, so a route can tell the two apart.
 */
/**
 * Public files served before authentication runs at all, like a CDN's (app.ts mounts them first):
 * they ignore any credentials sent, even wrong ones, and need no rule of route-access.ts.
 */
export const CREDENTIAL_FREE_ROUTES: readonly string[] = [
  "GET /v1/voices/{voice_id}/preview.mp3",
  // A history item's public share link: its page's data and audio (features/sharing/share-links).
  "GET /v1/shared/{share_link_id}",
  "GET /v1/shared/{share_link_id}/audio",
  "GET /v1/shared/{share_link_id}/preview.png",
  // A language or accent landing page's sample (features/marketing/language-pages).
  "GET /v1/language-pages/{slug}/sample.mp3",
  // The public sound-effect library, its audio, and what the procedural engine knows (features/speech/sound-effects).
  "GET /v1/sound-effects/library",
  // A producer's public profile (features/productions/producers).
  "GET /v1/productions/profiles/{handle}",
  "GET /v1/sound-effects/library/{slug}",
  "GET /v1/sound-effects/library/{slug}/audio",
  "GET /v1/sound-effects/vocabulary",
];

export const PUBLIC_API_ROUTES: readonly string[] = [
  ...CREDENTIAL_FREE_ROUTES,
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
  // The SSO page asks which provider serves an address before anyone is signed in.
  "GET /v1/workspace/find-sso-provider",
  "POST /v1/analytics/events",
  "POST /v1/google-ads-visit",
  // The text-to-speech socket: the key may come in its first message (a browser cannot set headers).
  "GET /v1/text-to-speech/{voice_id}/stream-input",
  "GET /v1/text-to-speech/{voice_id}/multi-stream-input",
  "GET /v1/text-to-dialogue/stream-input",
  "GET /v1/text-to-dialogue/multi-stream-input",
  // Realtime speech to text: a browser authenticates with a single-use token in the query.
  "GET /v1/speech-to-text/realtime",
  // A visitor's own text on a language or accent landing page (rate-limited by address).
  "POST /v1/language-pages/{slug}/speech",
  // The pricing page is public: whether plans exist here, a promo code typed before signing up
  // (rate-limited by address), and the Enterprise contact form.
  "GET /v1/billing/config",
  "POST /v1/billing/validate-promocode",
  "POST /v1/billing/contact-sales",
  // Stripe's events (BILLING_PROVIDER=stripe): Stripe has no Vocable credentials; the handler trusts
  // only a body whose Stripe-Signature verifies under STRIPE_WEBHOOK_SECRET.
  "POST /v1/billing/stripe/webhook",
  // Any API key may disable itself, whatever permissions it lists (the use case takes only a key).
  "POST /v1/workspaces/api-keys/disable",
  // During a sign-in waiting for its second factor there is no session yet, only the pending cookie.
  "POST /v1/user/backup-code/{code}/remove-mfa",
];

const TABLE = compileRouteTable(PUBLIC_API_ROUTES.map((entry) => [entry, true] as const));
const CREDENTIAL_FREE_TABLE = compileRouteTable(CREDENTIAL_FREE_ROUTES.map((entry) => [entry, true] as const));

/** Whether `method path` is served before authentication (credentials are not even looked at). */
export function isCredentialFreeRoute(method: string, path: string): boolean {
  return CREDENTIAL_FREE_TABLE.lookup(method, path) === true;
}

/** Whether `method path` is a public API route. */
export function isPublicApiRoute(method: string, path: string): boolean {
  return TABLE.lookup(method, path) === true;
}
