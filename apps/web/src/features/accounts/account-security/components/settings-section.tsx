import type { ReactNode } from "react";
import { cn } from "#lib/cn";

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** "danger" marks the section whose actions cannot be undone. */
  tone?: "default" | "danger";
  /** Buttons beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** One titled card of the settings page; `id` names it for screen readers and tests. */
export function SettingsSection({ id, title, description, tone = "default", actions, children }: SettingsSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={cn(
        "flex flex-col gap-4 rounded-xl border p-5",
        tone === "danger" ? "border-red-300 dark:border-red-900" : "border-zinc-200 dark:border-zinc-800",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${id}-title`} className={cn("text-base font-semibold", tone === "danger" && "text-red-700 dark:text-red-400")}>
            {title}
          </h2>
          {description ? <div className="text-sm text-zinc-600 dark:text-zinc-400">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
