import type { ReactNode } from "react";

/** One fact of an engine's or a model's card: a term and its value (inside a `<dl>`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-muted-foreground sm:w-24 dark:text-zinc-400">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
