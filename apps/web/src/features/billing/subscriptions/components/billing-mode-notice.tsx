import type { BillingConfig } from "@vocable/contract";
import { billingModeNotice } from "../billing-mode";

/** The pricing and subscription pages' plain sentence on how plans are taken on this server (local provider only). */
export function BillingModeNotice({ mode }: { mode: BillingConfig["mode"] }) {
  const text = billingModeNotice(mode);
  if (!text) return null;
  return (
    <p role="note" className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300" data-testid="billing-mode-notice">
      {text}
    </p>
  );
}
