import { MAX_DICTIONARY_NAME_LENGTH, MAX_LEXICON_FILE_BYTES } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { useCreateDictionary, type RuleDraft } from "../api/use-create-dictionary";
import { emptyRule, filledRules, RulesEditor } from "./rules-editor";

/** New dictionary: a name, then rules typed in or a .pls lexicon file. */
export function CreateDictionaryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateDictionary();
  const [name, setName] = useState("");
  const [mode, setMode] = useState<"rules" | "file">("rules");
  const [rules, setRules] = useState<RuleDraft[]>([emptyRule()]);
  const [file, setFile] = useState<File | null>(null);
  const fileTooLarge = file !== null && file.size > MAX_LEXICON_FILE_BYTES;
  const canSubmit = name.trim() !== "" && !create.isPending && (mode === "rules" || (file !== null && !fileTooLarge));

  function close() {
    onOpenChange(false);
    setName("");
    setRules([emptyRule()]);
    setFile(null);
    setMode("rules");
  }

  function submit() {
    if (!canSubmit) return;
    const input = mode === "file" && file ? { name, file } : { name, rules: filledRules(rules) };
    create.mutate(input, { onSuccess: close });
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())} title="New pronunciation dictionary" className="max-w-2xl">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field id="dictionary-name" label="Name">
          <Input id="dictionary-name" data-testid="dictionary-name" maxLength={MAX_DICTIONARY_NAME_LENGTH} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </Field>
        <div role="radiogroup" aria-label="Start from" className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="dictionary-source" checked={mode === "rules"} onChange={() => setMode("rules")} /> Rules
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="dictionary-source" checked={mode === "file"} onChange={() => setMode("file")} data-testid="dictionary-source-file" /> A .pls lexicon file
          </label>
        </div>
        {mode === "rules" ? (
          <RulesEditor rules={rules} onChange={setRules} />
        ) : (
          <Field id="dictionary-file" label="Lexicon file (.pls, W3C PLS 1.0, UTF-8)" error={fileTooLarge ? `The file is larger than ${MAX_LEXICON_FILE_BYTES / 1024} KB.` : undefined}>
            <input id="dictionary-file" data-testid="dictionary-file" type="file" accept=".pls,.xml,application/pls+xml,text/xml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Field>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} data-testid="dictionary-create-submit">
            {create.isPending ? "Creating…" : "Create"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
