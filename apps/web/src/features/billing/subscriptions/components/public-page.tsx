import type { ReactNode } from "react";
import { PublicHeader } from "#app/shell/public-header";

/** The frame of the public billing pages (/pricing, /contact-sales): logo, theme, the way in, and the page. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 pt-8 pb-16 sm:px-8">{children}</main>
      <footer className="border-t border-zinc-200 px-4 py-6 text-center text-xs text-muted-foreground dark:border-zinc-800">Vocable · AGPL-3.0-or-later</footer>
    </div>
  );
}
