import { FOOTER_GROUPS } from "../content/site-links";
import { SiteLinkItem } from "./site-link-item";

/** Every public page by group (the footer and the header's menu), in the caller's look. */
export function SiteLinkGroups({ headingClassName, listClassName }: { headingClassName: string; listClassName: string }) {
  return FOOTER_GROUPS.map((group) => (
    <div key={group.title}>
      <h2 className={headingClassName}>{group.title}</h2>
      <ul className={listClassName}>
        {group.links.map((link) => (
          <li key={link.to}>
            <SiteLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  ));
}
