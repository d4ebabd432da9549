import type { ReactNode } from "react";
import { PublicFooter } from "#app/shell/public-footer";
import { PublicHeader } from "#app/shell/public-header";
import { MAIN_ID } from "#app/shell/skip-link";
import { cn } from "#lib/cn";

/**
 * The frame of every public page: the public header, the page in the main region (the skip
 * link's target) and the public footer. `className` styles the main region.
 */
export function PublicFrame({ children, onHome = false, className }: { children: ReactNode; onHome?: boolean; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader onHome={onHome} />
      <main id={MAIN_ID} tabIndex={-1} className={cn("flex flex-1 flex-col outline-none", className)}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
