import { APP_ROUTES } from "@vocable/domain";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "#components/ui/icon";
import { cn } from "#lib/cn";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { HEADER_LINKS } from "#features/marketing/public-site/content/site-links";
import { SiteLinkGroups } from "#features/marketing/public-site/components/site-link-groups";
import { ThemeToggle } from "../theme/theme-toggle";
import { Logo } from "./logo";
import { SkipLink } from "./skip-link";

const navLink = "rounded-md px-2 py-1 text-sm font-medium text-zinc-700 hover:text-zinc-950 hover:underline dark:text-zinc-300 dark:hover:text-white";
const signUpLink =
  "inline-flex h-9 items-center rounded-lg bg-zinc-900 px-3 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200";

/** The way in: "Go to the app" when signed in, else Sign in and Sign up. */
function AccountLinks({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <Link to={APP_ROUTES.appHome} className={signUpLink}>
        Go to the app
      </Link>
    );
  }
  return (
    <>
      <Link to={APP_ROUTES.signIn} className={navLink}>
        Sign in
      </Link>
      <Link to={APP_ROUTES.signUp} className={signUpLink}>
        Sign up
      </Link>
    </>
  );
}

/**
 * The one header of the public pages (home, the marketing pages, pricing, Not Found): the skip
 * link, the logo (home), the main product links on wide screens, the theme, and the way in. Below
 * 1024 px a Menu button opens every public link (the footer's groups); navigating or Escape closes it.
 */
export function PublicHeader({ onHome = false }: { onHome?: boolean }) {
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Navigating closes the menu (adjusted while rendering, so the new page never shows under it).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="border-b border-zinc-200 dark:border-zinc-800" data-testid="public-header">
      <SkipLink />
      <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-8">
        {onHome ? (
          <Logo />
        ) : (
          <Link to={APP_ROUTES.home} aria-label="Vocable home">
            <Logo />
          </Link>
        )}
        <nav aria-label="Site" className="hidden items-center gap-1 lg:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={({ isActive }) => cn(navLink, isActive && "text-zinc-950 underline dark:text-white")}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <nav aria-label="Account" className="hidden items-center gap-2 sm:flex">
            <AccountLinks signedIn={signedIn} />
          </nav>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 lg:hidden dark:text-zinc-300 dark:hover:bg-zinc-800"
            aria-expanded={open}
            aria-controls="public-menu"
            aria-label={open ? "Close menu" : "Menu"}
            data-testid="public-menu-button"
            onClick={() => setOpen((was) => !was)}
          >
            <Icon name={open ? "close" : "menu"} className="h-5 w-5" />
          </button>
        </div>
      </div>
      {open ? (
        <nav id="public-menu" aria-label="Site menu" className="border-t border-zinc-200 px-4 py-4 sm:px-8 lg:hidden dark:border-zinc-800">
          <div className="mb-4 flex items-center gap-2 sm:hidden">
            <AccountLinks signedIn={signedIn} />
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3">
            <SiteLinkGroups headingClassName="text-xs font-semibold tracking-wide text-muted-foreground uppercase" listClassName="mt-2 flex flex-col gap-1.5" />
          </div>
        </nav>
      ) : null}
    </header>
  );
}
