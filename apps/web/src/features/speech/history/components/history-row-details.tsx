import type { HistoryItem } from "@vocable/contract";
import { characterCountLabel, itemCharacters, partialNote, settingsSummary, sourceLabel } from "../history-item-view";

/** A row's second line: model, character count, settings and source, and the partial mark. */
export function HistoryRowDetails({ item, modelName }: { item: HistoryItem; modelName: string | undefined }) {
  const partial = partialNote(item);
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap gap-x-3 text-xs text-zinc-600 dark:text-zinc-400" data-testid="history-details">
        <span data-testid="history-model" title={`Model: ${item.model_id}`}>
          {modelName ?? item.model_id}
        </span>
        <span data-testid="history-characters">{characterCountLabel(itemCharacters(item))}</span>
        <span data-testid="history-source">{sourceLabel(item.source)}</span>
        <span data-testid="history-settings" className="sm:whitespace-nowrap">
          {settingsSummary(item.settings)}
        </span>
      </p>
      {partial ? (
        <p
          data-testid="history-partial"
          className="w-fit rounded-md bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          title="The audio stream was left before its end: the item keeps, and was charged for, what was sent."
        >
          {partial}
        </p>
      ) : null}
    </div>
  );
}
