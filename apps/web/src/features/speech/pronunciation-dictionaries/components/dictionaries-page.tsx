import type { DictionaryMetadata } from "@vocable/contract";
import { formatRelativeTime, MAX_DICTIONARY_LOCATORS } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { downloadDictionary } from "../api/download-dictionary";
import { useDictionaries } from "../api/use-dictionaries";
import { useUpdateDictionary } from "../api/use-update-dictionary";
import { useSetWorkspaceDefaults, useWorkspaceDefaults } from "../api/use-workspace-defaults";
import { CreateDictionaryDialog } from "./create-dictionary-dialog";
import { EditRulesDialog } from "./edit-rules-dialog";
import { InlineError } from "#components/ui/inline-error";

function created(unix: number): string {
  const now = Math.floor(Date.now() / 1000);
  return formatRelativeTime(unix, Math.max(now, unix));
}

/** Pronunciation dictionaries: list, create (rules or .pls), edit rules, download, archive, workspace defaults. */
export function DictionariesPage() {
  const [showArchived, setShowArchived] = useState(false);
  const list = useDictionaries(showArchived);
  const update = useUpdateDictionary();
  const defaults = useWorkspaceDefaults();
  const setDefaults = useSetWorkspaceDefaults();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const dictionaries = list.data?.pages.flatMap((p) => p.pronunciation_dictionaries) ?? [];
  const defaultLocators = defaults.data?.pronunciation_dictionary_locators ?? [];
  const isDefault = (d: DictionaryMetadata) => defaultLocators.some((l) => l.pronunciation_dictionary_id === d.id);

  function toggleDefault(d: DictionaryMetadata) {
    const next = isDefault(d) ? defaultLocators.filter((l) => l.pronunciation_dictionary_id !== d.id) : [...defaultLocators, { pronunciation_dictionary_id: d.id }];
    setDefaults.mutate(next);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Pronunciation dictionaries</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Rules that change how words are read: an alias replaces the text, a phoneme rule gives its sounds (IPA or CMU Arpabet). Up to{" "}
            {MAX_DICTIONARY_LOCATORS} workspace defaults apply to every generation that picks no dictionary.
          </p>
        </div>
        <Button onClick={() => setCreating(true)} data-testid="dictionary-create">
          New dictionary
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} /> Show archived
      </label>

      {list.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading dictionaries" />
        </div>
      ) : list.error ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : dictionaries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">No dictionaries yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="dictionary-list">
          {dictionaries.map((d) => {
            // The server's object rule (its creator and admins change everything; a share gives its role's rights).
            const canChange = d.permission_on_resource === "admin" || d.permission_on_resource === "editor";
            const canArchive = d.permission_on_resource === "admin";
            const readOnly = "Shared with you to read: only its creator or a workspace admin can change it.";
            return (
              <li key={d.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="dictionary-row">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium" data-testid="dictionary-row-name">
                    {d.name}
                    {d.archived_time_unix !== null ? <span className="ml-2 text-xs font-normal text-muted-foreground">(archived)</span> : null}
                    {isDefault(d) ? <span className="ml-2 rounded bg-zinc-100 px-1.5 text-xs font-normal dark:bg-zinc-800">workspace default</span> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {d.latest_version_rules_num} {d.latest_version_rules_num === 1 ? "rule" : "rules"} · created {created(d.creation_time_unix)}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  {d.archived_time_unix === null ? (
                    <>
                      <Button variant="ghost" size="sm" onClick={() => setEditing(d.id)} aria-label={`Edit rules of ${d.name}`} disabled={!canChange} title={canChange ? undefined : readOnly}>
                        <Icon name="pencil" /> Rules
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={setDefaults.isPending || (!isDefault(d) && defaultLocators.length >= MAX_DICTIONARY_LOCATORS)}
                        onClick={() => toggleDefault(d)}
                        aria-pressed={isDefault(d)}
                      >
                        {isDefault(d) ? "Unset default" : "Set as default"}
                      </Button>
                    </>
                  ) : null}
                  <Button variant="ghost" size="sm" onClick={() => void downloadDictionary(d.id, d.latest_version_id, d.name)} aria-label={`Download ${d.name}`}>
                    <Icon name="download" /> .pls
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={update.isPending || !canArchive}
                    title={canArchive ? undefined : "Only its creator, a workspace admin or someone it was shared with as admin can archive or restore it."}
                    onClick={() => update.mutate({ id: d.id, patch: { archived: d.archived_time_unix === null } })}
                  >
                    {d.archived_time_unix === null ? "Archive" : "Restore"}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          Show more
        </Button>
      ) : null}

      <CreateDictionaryDialog open={creating} onOpenChange={setCreating} />
      <EditRulesDialog dictionaryId={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
