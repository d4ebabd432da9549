import { APP_ROUTES } from "@vocable/domain";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "#components/ui/icon";
import { cn } from "#lib/cn";
import { AudioPlayer } from "#features/speech/player/components/audio-player";
import { ChecklistWidget } from "#features/accounts/onboarding/components/checklist-widget";
import { NotificationBell } from "#features/accounts/notifications/components/notification-bell";
import { AccountBox } from "./account-box";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { OperatorLinks } from "./operator-links";
import { MAIN_ID, SkipLink } from "./skip-link";

/**
 * Signed-in layout: a sidebar on wide screens, a top bar with a drawer below 768 px, the page,
 * and the persistent player at the bottom.
 *
 * The player is the last item of the page column, `sticky` at the bottom: it takes its own space
 * in the flow (the page never needs to guess its height to stay clear of it) and, on wide
 * screens, it sits right of the sidebar, so it can never cover the sidebar's controls. The
 * sidebar scrolls as a whole when the window is short, its account box pinned at the bottom.
 * "Skip to content" is the first tab stop: it moves focus past the sidebar to the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // Navigating closes the drawer (adjusted while rendering, so the new page never shows under it).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDrawerOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  // One scroll for the whole sidebar (never a small scroll area of its own for the links). On wide
  // screens the account box stays pinned at the bottom; in the phone's drawer it simply comes last.
  const sidebar = (pinAccount: boolean) => (
    <div className="flex min-h-full flex-col gap-4 p-3">
      <div className="flex shrink-0 items-center justify-between gap-2 pl-2">
        <Link to={APP_ROUTES.appHome} className="pt-1" aria-label="Vocable, home">
          <Logo />
        </Link>
        {pinAccount ? <NotificationBell /> : null}
      </div>
      <NavLinks onNavigate={() => setDrawerOpen(false)} />
      <OperatorLinks />
      <ChecklistWidget />
      <div className={cn("mt-auto shrink-0", pinAccount && "sticky bottom-0 -mx-3 -mb-3 bg-sidebar px-3 pb-3")}>
        <AccountBox />
      </div>
    </div>
  );

  return (
    <div className="min-h-dvh">
      <SkipLink />
      {/* scroll-pb: an entry scrolled into view (a keyboard focus) stops above the pinned account box, not under it. */}
      <aside
        data-testid="sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-60 scroll-pb-52 overflow-y-auto overscroll-contain border-r border-zinc-200 bg-sidebar md:block dark:border-zinc-800"
      >
        {sidebar(true)}
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-zinc-200 bg-white/95 px-3 backdrop-blur md:hidden dark:border-zinc-800 dark:bg-zinc-950/95">
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          <Icon name="menu" className="h-5 w-5" />
        </button>
        <Link to={APP_ROUTES.appHome} aria-label="Vocable, home">
          <Logo />
        </Link>
        <NotificationBell align="right" />
      </header>

      {drawerOpen ? (
        <div className="fixed inset-0 z-50 md:hidden" role="dialog" aria-modal="true" aria-label="Menu" id="mobile-drawer">
          <button
            type="button"
            aria-label="Close menu"
            className="absolute inset-0 bg-black/40"
            onClick={() => setDrawerOpen(false)}
          />
          <div
            data-testid="drawer-panel"
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto overscroll-contain border-r border-zinc-200 bg-white shadow-xl dark:border-zinc-800 dark:bg-zinc-950"
          >
            {sidebar(false)}
          </div>
        </div>
      ) : null}

      <div className="flex min-h-[calc(100dvh-3.5rem)] flex-col md:ml-60 md:min-h-dvh">
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 pt-6 pb-10 outline-none md:px-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
        <AudioPlayer />
      </div>
    </div>
  );
}
