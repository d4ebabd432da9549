import { FOOTER_GROUPS } from "#features/marketing/public-site/content/site-links";
import { SiteLinkItem } from "#features/marketing/public-site/components/site-link-item";

/** The one footer of the public pages: every public page by group, and the licence. */
export function PublicFooter() {
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800" data-testid="public-footer">
      <nav aria-label="Footer" className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 sm:px-8 lg:grid-cols-5">
        {FOOTER_GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteLinkItem link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="border-t border-zinc-200 px-4 py-6 text-center text-xs text-muted-foreground dark:border-zinc-800">
        Vocable is open-source software under the GNU Affero General Public License, version 3 or later (AGPL-3.0-or-later).
      </p>
    </footer>
  );
}
