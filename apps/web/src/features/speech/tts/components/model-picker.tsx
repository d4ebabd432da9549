import type { Model } from "@vocable/contract";
import { modelsFetchError } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { InlineError } from "#components/ui/inline-error";

interface ModelPickerProps {
  models: Model[] | undefined;
  error: unknown;
  /** Loads the models again after a failure. */
  onRetry: () => void;
  retrying: boolean;
  value: string;
  onChange: (modelId: string) => void;
}

/** "Speaks 1 language: English" / "Speaks 37 languages: Afrikaans, …" (the first few by name). */
export function modelLanguagesText(model: Pick<Model, "languages">, shown = 8): string {
  const names = model.languages.map((l) => l.name);
  if (names.length === 0) return "Speaks no language listed by the server.";
  const head = names.slice(0, shown).join(", ");
  const more = names.length > shown ? ` and ${names.length - shown} more` : "";
  return `Speaks ${names.length} language${names.length === 1 ? "" : "s"}: ${head}${more}.`;
}

/** Model choice (GET /v1/models) with the chosen model's honest description and its languages. */
export function ModelPicker({ models, error, onRetry, retrying, value, onChange }: ModelPickerProps) {
  const selected = models?.find((m) => m.model_id === value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="tts-model" className="text-sm font-medium">
        Model
      </label>
      <div className="relative">
        <select
          id="tts-model"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={!models?.length}
          data-testid="model-picker"
          className="h-10 w-full appearance-none rounded-lg border border-zinc-300 bg-white pr-9 pl-3 text-sm focus:border-zinc-500 focus:ring-2 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
        >
          {!models ? <option value="">Loading models…</option> : null}
          {models?.map((m) => (
            <option key={m.model_id} value={m.model_id}>
              {m.name}
            </option>
          ))}
        </select>
        <svg
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
      {error ? (
        <InlineError
          className="p-3 text-xs"
          message={error instanceof ApiError ? modelsFetchError(error.status) : errorMessage(error)}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : selected ? (
        <div className="flex flex-col gap-1 text-xs text-muted-foreground">
          {selected.description ? <p>{selected.description}</p> : null}
          <p data-testid="model-languages">{modelLanguagesText(selected)}</p>
        </div>
      ) : null}
    </div>
  );
}
