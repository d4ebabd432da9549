import { Link } from "react-router";
import type { SiteLink } from "../content/site-links";

const base = "inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-medium transition-colors";
const primary = `${base} bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200`;
const secondary = `${base} border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800`;

/** The links at the end of a public page, the first one as the main action. */
export function PageActions({ actions }: { actions: readonly SiteLink[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, i) =>
        action.external ? (
          <a key={action.to} href={action.to} className={i === 0 ? primary : secondary}>
            {action.label}
          </a>
        ) : (
          <Link key={action.to} to={action.to} className={i === 0 ? primary : secondary}>
            {action.label}
          </Link>
        ),
      )}
    </div>
  );
}
