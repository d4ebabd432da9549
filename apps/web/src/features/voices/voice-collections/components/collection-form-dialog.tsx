import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useCreateCollection } from "../api/use-create-collection";
import { useUpdateCollection } from "../api/use-update-collection";
import {
  collectionFormProblem,
  collectionRequestBody,
  DEFAULT_COLLECTION_ICON,
  EMPTY_COLLECTION_FORM,
  MAX_COLLECTION_ICON,
  MAX_COLLECTION_TITLE,
  type CollectionForm,
  type VoiceCollection,
} from "../collections";

interface CollectionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The collection to rename; null creates a new one. */
  collection: VoiceCollection | null;
  onSaved?: (collection: VoiceCollection) => void;
}

/** New collection, or rename one: a title and an optional icon (an emoji). */
export function CollectionFormDialog({ open, onOpenChange, collection, onSaved }: CollectionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={collection ? `Rename ${collection.title}` : "New collection"} description="Collections group voices you use together.">
      {open ? <CollectionFormBody collection={collection} onDone={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function CollectionFormBody({ collection, onDone, onSaved }: { collection: VoiceCollection | null; onDone: () => void; onSaved?: (c: VoiceCollection) => void }) {
  const [form, setForm] = useState<CollectionForm>(collection ? { title: collection.title, icon: collection.icon } : EMPTY_COLLECTION_FORM);
  const [attempted, setAttempted] = useState(false);
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const pending = create.isPending || update.isPending;
  const problem = collectionFormProblem(form);
  const failure = create.error ?? update.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (problem !== null || pending) return;
    const body = collectionRequestBody(form);
    const done = (saved: VoiceCollection) => {
      toast.success(collection ? `The collection is now “${saved.title}”.` : `“${saved.title}” was created.`);
      onSaved?.(saved);
      onDone();
    };
    if (collection) update.mutate({ collectionId: collection.collection_id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="collection-form">
      <Field id="collection-title" label="Title" error={attempted ? problem : null}>
        <Input
          id="collection-title"
          data-testid="collection-title"
          autoFocus
          maxLength={MAX_COLLECTION_TITLE}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
          aria-invalid={attempted && problem !== null ? true : undefined}
        />
      </Field>
      <Field id="collection-icon" label="Icon (optional)" hint={`An emoji, e.g. 🎙️ or 📚; without one it shows ${DEFAULT_COLLECTION_ICON}.`}>
        <Input id="collection-icon" data-testid="collection-icon" maxLength={MAX_COLLECTION_ICON} value={form.icon} onChange={(e) => setForm({ ...form, icon: e.target.value })} className="w-32" />
      </Field>
      {failure ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="collection-form-error">
          {errorMessage(failure)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} data-testid="collection-save">
          {pending ? <Spinner label="Saving" /> : null}
          {collection ? "Save" : "Create"}
        </Button>
      </div>
    </form>
  );
}
