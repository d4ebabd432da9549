import type { Principal } from "#platform/app-env";
import { findAccountEmail } from "#features/operators/instance-admin/repo";
import { loadBillingContext, type BillingDeps } from "./load-billing-context";

export type ProviderPage = "portal" | "payment_methods" | "verify_card" | "connect_onboarding" | "connect_management";

/** A same-site path for the provider to send the browser back to (anything else falls back to the subscription page). */
export function safeReturnPath(path: string | undefined, fallback: string): string {
  return path && /^\/[A-Za-z0-9/_-]{0,200}$/.test(path) && !path.startsWith("//") ? path : fallback;
}

/**
 * The provider's own pages (spec §7): the customer portal, updating payment methods, verifying a
 * card, and producers' payout onboarding (Stripe Connect). The local provider has none of them and says so.
 * Connect links are the caller's own (a producer's payouts), so they need no workspace admin.
 */
export async function openProviderPage(deps: BillingDeps, principal: Principal, page: ProviderPage, relativeRedirectPath?: string): Promise<{ url: string }> {
  const isConnect = page === "connect_onboarding" || page === "connect_management";
  const ctx = await loadBillingContext(deps, principal, { anyMember: isConnect });
  const returnUrl = `${deps.config.publicUrl}${safeReturnPath(relativeRedirectPath, isConnect ? "/app/payouts" : "/app/subscription")}`;
  switch (page) {
    case "portal":
      return { url: await ctx.provider.portalUrl(ctx.ws, ctx.sub, returnUrl) };
    case "payment_methods":
      return { url: await ctx.provider.paymentMethodsUrl(ctx.ws, ctx.sub, returnUrl) };
    case "verify_card":
      return { url: await ctx.provider.verifyCardUrl(ctx.ws, ctx.sub, returnUrl) };
    default: {
      const account = await findAccountEmail(deps.db, principal.userId);
      return { url: await ctx.provider.connectAccountUrl({ userId: principal.userId, email: account?.email ?? "" }, returnUrl, page === "connect_onboarding" ? "onboarding" : "management") };
    }
  }
}
