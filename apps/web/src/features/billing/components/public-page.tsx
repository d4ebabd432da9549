import { APP_ROUTES } from "@vocable/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../auth/api/use-session";
import { Logo } from "../../shell/logo";
import { ThemeToggle } from "../../theme/theme-toggle";

/** The frame of the public billing pages (/pricing, /contact-sales): logo, theme, the way in, and the page. */
export function PublicPage({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-3 sm:px-8">
        <Link to={APP_ROUTES.home} aria-label="Home">
          <Logo />
        </Link>
        <nav className="flex items-center gap-4" aria-label="Account">
          <Link to={APP_ROUTES.pricing} className="text-sm font-medium hover:underline">
            Pricing
          </Link>
          <ThemeToggle />
          {session ? (
            <Link to={APP_ROUTES.textToSpeech} className="text-sm font-medium hover:underline">
              Open app
            </Link>
          ) : (
            <Link to={APP_ROUTES.signIn} className="text-sm font-medium hover:underline">
              Sign in
            </Link>
          )}
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 pt-8 pb-16 sm:px-8">{children}</main>
      <footer className="border-t border-zinc-200 px-4 py-6 text-center text-xs text-zinc-500 dark:border-zinc-800">Vocable · AGPL-3.0-or-later</footer>
    </div>
  );
}
