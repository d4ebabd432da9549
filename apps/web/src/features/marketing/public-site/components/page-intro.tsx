import type { ReactNode } from "react";

/** The start of a public page: an optional status badge, the h1 and the lead paragraph. */
export function PageIntro({ heading, lead, status, children }: { heading: string; lead: string; status?: "available" | "planned"; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {status === "planned" ? (
        <p className="w-fit rounded-full border border-amber-600/50 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-200">
          Planned: not available yet
        </p>
      ) : status === "available" ? (
        <p className="w-fit rounded-full border border-emerald-700/40 bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-200">
          Available now
        </p>
      ) : null}
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <p className="text-base text-pretty text-zinc-700 sm:text-lg dark:text-zinc-300">{lead}</p>
      {children}
    </div>
  );
}
