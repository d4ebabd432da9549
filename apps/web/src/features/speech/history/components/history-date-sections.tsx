import type { ReactNode } from "react";
import type { DateGroup } from "../history-date-groups";

interface HistoryDateSectionsProps<T> {
  groups: DateGroup<T>[];
  /** Starts the headings' ids (each section is labelled by its heading). */
  idPrefix: string;
  headingTestId?: string;
  /** The pages are being fetched again. */
  busy: boolean;
  "data-testid": string;
  /** One row of the list (an `<li>` with its key). */
  renderItem: (item: T) => ReactNode;
}

/** History items under their date headings (Today, Yesterday, This week, the month), one bordered list each. */
export function HistoryDateSections<T>({ groups, idPrefix, headingTestId, busy, renderItem, ...rest }: HistoryDateSectionsProps<T>) {
  return (
    <div className="flex flex-col gap-4" data-testid={rest["data-testid"]} aria-busy={busy || undefined}>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${idPrefix}-${group.key}`} className="flex flex-col gap-2">
          <h2 id={`${idPrefix}-${group.key}`} className="text-sm font-semibold text-zinc-700 dark:text-zinc-300" data-testid={headingTestId}>
            {group.label}
          </h2>
          <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {group.items.map((item) => renderItem(item))}
          </ul>
        </section>
      ))}
    </div>
  );
}
