import { USE_CASES, pathOfUseCase } from "@vocable/domain";
import { Link } from "react-router";
import { cn } from "#lib/cn";

/** The use cases as cards, each with its name, summary and link (headings at `level`; `className` sets the grid's columns). */
export function UseCaseList({ level = 3, className }: { level?: 2 | 3; className?: string }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)} aria-label="Use cases">
      {USE_CASES.map((useCase) => (
        <li key={useCase.slug} className="rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
          <Heading className="font-semibold">
            <Link to={pathOfUseCase(useCase.slug)} className="hover:underline">
              {useCase.name}
            </Link>
          </Heading>
          <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{useCase.description}</p>
        </li>
      ))}
    </ul>
  );
}
