import type { PronunciationDictionaryLocator } from "@vocable/contract";
import { APP_ROUTES, MAX_DICTIONARY_LOCATORS } from "@vocable/domain";
import { Link } from "react-router";
import { useDictionaries } from "../api/use-dictionaries";
import { errorMessage } from "#lib/handle-error";

/**
 * Chooses up to three pronunciation dictionaries for a generation (their latest versions, in the
 * order chosen: the first one's rules win). None chosen: the workspace's defaults apply.
 */
export function DictionaryPicker({ value, onChange }: { value: PronunciationDictionaryLocator[]; onChange: (locators: PronunciationDictionaryLocator[]) => void }) {
  const list = useDictionaries(false);
  const dictionaries = list.data?.pages.flatMap((p) => p.pronunciation_dictionaries) ?? [];
  const chosen = new Set(value.map((l) => l.pronunciation_dictionary_id));
  const full = value.length >= MAX_DICTIONARY_LOCATORS;

  return (
    <fieldset className="flex flex-col gap-2" data-testid="dictionary-picker">
      <legend className="mb-1 text-sm font-medium">Pronunciation dictionaries</legend>
      {list.isError && dictionaries.length === 0 ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400" data-testid="dictionary-picker-error">
          {errorMessage(list.error)}{" "}
          <button type="button" className="font-medium underline" disabled={list.isFetching} onClick={() => void list.refetch()}>
            Retry
          </button>
        </p>
      ) : dictionaries.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          None yet. <Link to={APP_ROUTES.pronunciationDictionaries} className="underline">Create one</Link>
        </p>
      ) : (
        <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto">
          {dictionaries.map((d) => (
            <li key={d.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.has(d.id)}
                  disabled={!chosen.has(d.id) && full}
                  onChange={(e) => onChange(e.target.checked ? [...value, { pronunciation_dictionary_id: d.id }] : value.filter((l) => l.pronunciation_dictionary_id !== d.id))}
                  data-testid="dictionary-option"
                />
                <span className="truncate">{d.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button type="button" className="self-start text-xs underline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </button>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {value.length === 0 ? "None chosen: the workspace's defaults apply." : `${value.length} of ${MAX_DICTIONARY_LOCATORS} chosen.`}
      </p>
    </fieldset>
  );
}
