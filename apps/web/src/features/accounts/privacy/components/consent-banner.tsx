import type { ReactNode } from "react";
import { Button } from "#components/ui/button";
import { decideConsent } from "../consent-store";

/** Asks a visitor from a consent region whether Vocable may record product analytics. */
export function ConsentBanner({ children }: { children?: ReactNode }) {
  return (
    <section
      aria-label="Analytics consent"
      data-testid="consent-banner"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 text-sm shadow-lg sm:flex-row sm:items-center dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-1 flex-col gap-1">
        <p className="text-zinc-700 dark:text-zinc-300">
          May we record how you use Vocable to improve it? The data stays on our own servers and is never shared or sold.
        </p>
        {children}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={() => decideConsent("denied")}>
          Decline
        </Button>
        <Button size="sm" onClick={() => decideConsent("granted")}>
          Accept
        </Button>
      </div>
    </section>
  );
}
