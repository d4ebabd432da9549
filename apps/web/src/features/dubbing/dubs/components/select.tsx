import type { SelectHTMLAttributes } from "react";
import { Icon } from "#components/ui/icon";
import { cn } from "#lib/cn";

const selectClass =
  "h-10 w-full appearance-none rounded-lg border border-zinc-300 bg-white pr-9 pl-3 text-sm text-zinc-900 focus:border-zinc-500 focus:ring-2 focus:ring-zinc-500/20 focus:outline-none disabled:opacity-50 aria-[invalid=true]:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

/** A native select with the app's look and a chevron (as the speech-to-text language picker). */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={cn("relative", className)}>
      <select className={selectClass} {...props}>
        {children}
      </select>
      <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
