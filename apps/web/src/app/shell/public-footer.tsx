import { SiteLinkGroups } from "#features/marketing/public-site/components/site-link-groups";

/** The one footer of the public pages: every public page by group, and the licence. */
export function PublicFooter() {
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800" data-testid="public-footer">
      <nav aria-label="Footer" className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 sm:px-8 lg:grid-cols-5">
        <SiteLinkGroups headingClassName="text-sm font-semibold" listClassName="mt-3 flex flex-col gap-2" />
      </nav>
      <p className="border-t border-zinc-200 px-4 py-6 text-center text-xs text-muted-foreground dark:border-zinc-800">
        Vocable is open-source software under the GNU Affero General Public License, version 3 or later (AGPL-3.0-or-later).
      </p>
    </footer>
  );
}
