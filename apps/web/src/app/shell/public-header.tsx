import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { ThemeToggle } from "../theme/theme-toggle";
import { Logo } from "./logo";

/**
 * The header of the public pages: the logo, the theme, and the way in ("Open app" when signed in,
 * else "Sign in"). Off the home page the logo leads home and Pricing is linked.
 */
export function PublicHeader({ onHome = false }: { onHome?: boolean }) {
  const { data: session } = useSession();
  return (
    <header className="flex items-center justify-between px-4 py-3 sm:px-8">
      {onHome ? (
        <Logo />
      ) : (
        <Link to={APP_ROUTES.home} aria-label="Vocable home">
          <Logo />
        </Link>
      )}
      <nav className={onHome ? "flex items-center gap-2" : "flex items-center gap-4"} aria-label="Account">
        {onHome ? null : (
          <Link to={APP_ROUTES.pricing} className="text-sm font-medium hover:underline">
            Pricing
          </Link>
        )}
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
  );
}
