import { Link } from "react-router";
import type { SiteLink } from "../content/site-links";

const linkClass = "text-sm text-zinc-700 hover:text-zinc-950 hover:underline dark:text-zinc-300 dark:hover:text-white";

/** One link of the header's menu or the footer: a server page (/docs) by plain href, a planned product marked as such. */
export function SiteLinkItem({ link }: { link: SiteLink }) {
  const label = (
    <>
      {link.label}
      {link.planned ? <span className="ml-1.5 text-xs text-muted-foreground">(planned)</span> : null}
    </>
  );
  return link.external ? (
    <a href={link.to} className={linkClass}>
      {label}
    </a>
  ) : (
    <Link to={link.to} className={linkClass}>
      {label}
    </Link>
  );
}
