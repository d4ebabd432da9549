import { DOCS_PATH, type OnboardingChecklistItemDefinition } from "@vocable/domain";
import { Link } from "react-router";
import { cn } from "#lib/cn";

const look =
  "inline-flex h-8 shrink-0 items-center rounded-lg border border-zinc-300 px-3 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";

/** An item's button: a page of the app, or the API reference (a server page, so a full navigation). */
export function ChecklistItemLink({ item, className }: { item: OnboardingChecklistItemDefinition; className?: string }) {
  if (item.landingPage === DOCS_PATH) {
    return (
      <a href={item.landingPage} className={cn(look, className)}>
        {item.buttonText}
      </a>
    );
  }
  return (
    <Link to={item.landingPage} className={cn(look, className)}>
      {item.buttonText}
    </Link>
  );
}
