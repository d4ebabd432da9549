import { NavLink } from "react-router";
import { cn } from "#lib/cn";

/** A page's sections as links under its title: the current one underlined (an exact path match). */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-x-1 border-b border-zinc-200 dark:border-zinc-800">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn(
              "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
              isActive ? "border-zinc-900 text-zinc-900 dark:border-zinc-100 dark:text-white" : "border-transparent text-muted-foreground hover:text-zinc-900 dark:hover:text-white",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
