import type { AppDeps } from "#platform/app-env";
import { createLocalProvider } from "./local-provider";
import type { BillingProvider } from "./provider";
import { createStripeProvider } from "./stripe/stripe-provider";

const providers = new WeakMap<object, BillingProvider | null>();

/** The instance's payment provider (BILLING_PROVIDER), one per app: null when billing is off. */
export function billingProviderOf(deps: AppDeps): BillingProvider | null {
  if (providers.has(deps)) return providers.get(deps)!;
  let provider: BillingProvider | null = null;
  if (deps.config.billing.provider === "local") provider = createLocalProvider({ db: deps.db, publicUrl: deps.config.publicUrl });
  else if (deps.config.billing.provider === "stripe") provider = createStripeProvider(deps);
  providers.set(deps, provider);
  return provider;
}
