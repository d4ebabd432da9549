import type { PronunciationRuleOutput } from "@vocable/contract";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import type { RuleDraft } from "../api/use-create-dictionary";
import { useDictionary } from "../api/use-dictionary";
import { useSetRules } from "../api/use-set-rules";
import { filledRules, RulesEditor } from "./rules-editor";
import { InlineError } from "#components/ui/inline-error";

/** The editable copy of a version's rules (keyed by the version, so a new version starts a new copy). */
function RulesForm({ dictionaryId, initial, onClose }: { dictionaryId: string; initial: PronunciationRuleOutput[]; onClose: () => void }) {
  const setRules = useSetRules();
  const [rules, setDraft] = useState<RuleDraft[]>(() => initial.map((rule) => ({ ...rule })));
  // Saving refetches the dictionary, whose new version remounts this form (its key) before a
  // per-call onSuccess could run, and React Query drops that callback then; awaiting the mutation
  // closes the dialog however the refetch and the render interleave. A failure is told by the hook.
  const save = async () => {
    try {
      await setRules.mutateAsync({ id: dictionaryId, rules: filledRules(rules) });
      onClose();
    } catch {
      // handleError (the hook's onError) has told the person.
    }
  };
  return (
    <>
      <RulesEditor rules={rules} onChange={setDraft} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={setRules.isPending} data-testid="rules-save" onClick={() => void save()}>
          {setRules.isPending ? "Saving…" : "Save as new version"}
        </Button>
      </div>
    </>
  );
}

/** Edits the rules of a dictionary's latest version; saving makes a new version. */
export function EditRulesDialog({ dictionaryId, onClose }: { dictionaryId: string | null; onClose: () => void }) {
  const dictionary = useDictionary(dictionaryId);
  const data = dictionary.data;
  return (
    <Dialog open={dictionaryId !== null} onOpenChange={(open) => !open && onClose()} title={data ? `Rules of “${data.name}”` : "Rules"} className="max-w-2xl">
      {dictionary.error ? (
        <InlineError message={errorMessage(dictionary.error)} onRetry={() => void dictionary.refetch()} retrying={dictionary.isFetching} />
      ) : !data || dictionaryId === null ? (
        <Spinner label="Loading rules" />
      ) : (
        <RulesForm key={data.latest_version_id} dictionaryId={dictionaryId} initial={data.rules} onClose={onClose} />
      )}
    </Dialog>
  );
}
