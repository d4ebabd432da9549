import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useSoundVocabulary } from "../api/use-sound-vocabulary";
import { soundCategoryLabel } from "../sound-categories";

/** What the procedural engine knows, by category, each with example prompts (GET /v1/sound-effects/vocabulary). */
export function VocabularyList() {
  const vocabulary = useSoundVocabulary();
  if (vocabulary.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading what the engine knows" /> Loading what the engine knows…
      </p>
    );
  }
  if (vocabulary.isError) return <InlineError message={errorMessage(vocabulary.error)} onRetry={() => void vocabulary.refetch()} retrying={vocabulary.isFetching} />;
  const categories = vocabulary.data.categories.filter((c) => c.examples.length > 0);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="sfx-vocabulary">
      {categories.map((c) => (
        <div key={c.category} className="flex flex-col gap-1">
          <dt className="text-sm font-semibold">{soundCategoryLabel(c.category)}</dt>
          <dd className="text-sm text-zinc-700 dark:text-zinc-300">{c.examples.map((example) => `“${example}”`).join(", ")}</dd>
        </div>
      ))}
    </dl>
  );
}
