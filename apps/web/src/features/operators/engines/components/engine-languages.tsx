import { useMemo } from "react";
import { languageCountText, languageLabels } from "../engine-labels";

/** Up to this many languages are listed inline; more fold into a disclosure. */
const INLINE_LANGUAGES = 4;

/** An engine's (or a model's) languages: the count, and the names with their codes. */
export function EngineLanguages({ codes, testId = "engine-languages" }: { codes: readonly string[]; testId?: string }) {
  const labels = useMemo(() => languageLabels(codes), [codes]);
  const count = languageCountText(codes.length);
  if (labels.length <= INLINE_LANGUAGES) {
    return (
      <span data-testid={testId} data-count={codes.length}>
        {labels.length === 0 ? count : `${count}: ${labels.join(", ")}`}
      </span>
    );
  }
  return (
    <details data-testid={testId} data-count={codes.length}>
      <summary className="cursor-pointer">{count}</summary>
      <p className="mt-1 text-xs leading-relaxed text-zinc-600 dark:text-zinc-400">{labels.join(", ")}</p>
    </details>
  );
}
