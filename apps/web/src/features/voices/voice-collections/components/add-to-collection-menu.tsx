import * as Popover from "@radix-ui/react-popover";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useCollections } from "../api/use-collections";
import { useCollectionVoice } from "../api/use-collection-voice";
import { useCreateCollection } from "../api/use-create-collection";
import { collectionFormProblem, collectionIcon, holdsVoice, MAX_COLLECTION_TITLE } from "../collections";

/**
 * "Add to collection" on a voice card: the user's collections, each checked when it holds the
 * voice (a click adds or takes it out), and a new collection made with the voice in it.
 */
export function AddToCollectionMenu({ voice }: { voice: { voice_id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-testid="voice-add-to-collection"
        aria-label={`Add ${voice.name} to a collection`}
        className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        <Icon name="book" /> Collection
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={`Add ${voice.name} to a collection`}
          className="z-50 w-64 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
          data-testid="collection-menu"
        >
          <CollectionMenuBody voice={voice} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function CollectionMenuBody({ voice }: { voice: { voice_id: string; name: string } }) {
  const collections = useCollections();
  const toggle = useCollectionVoice();
  const create = useCreateCollection();
  const [title, setTitle] = useState("");
  const list = collections.data ?? [];

  function change(collectionId: string, collectionTitle: string, add: boolean) {
    toggle.mutate(
      { collectionId, voiceId: voice.voice_id, add },
      { onSuccess: () => toast.success(add ? `“${voice.name}” was added to “${collectionTitle}”.` : `“${voice.name}” was taken out of “${collectionTitle}”.`) },
    );
  }

  function createWithVoice(event: FormEvent) {
    event.preventDefault();
    if (collectionFormProblem({ title, icon: "" }) !== null || create.isPending) return;
    create.mutate({ title: title.trim(), icon: "" }, { onSuccess: (made) => {
      setTitle("");
      change(made.collection_id, made.title, true);
    } });
  }

  return (
    <div className="flex flex-col gap-1">
      <p className="px-3 pt-1.5 pb-1 text-xs font-medium text-muted-foreground">Collections</p>
      {collections.isPending ? (
        <div className="flex justify-center py-3 text-muted-foreground">
          <Spinner label="Loading collections" />
        </div>
      ) : collections.error ? (
        <p role="alert" className="px-3 py-2 text-xs text-red-600 dark:text-red-400">
          {errorMessage(collections.error)}
        </p>
      ) : list.length === 0 ? (
        <p className="px-3 py-2 text-xs text-muted-foreground">No collections yet: make the first one below.</p>
      ) : (
        <div role="menu" aria-label={`Collections for ${voice.name}`} className="flex max-h-64 flex-col overflow-y-auto">
          {list.map((collection) => {
            const inIt = holdsVoice(collection, voice.voice_id);
            return (
              <button
                key={collection.collection_id}
                type="button"
                role="menuitemcheckbox"
                aria-checked={inIt}
                disabled={toggle.isPending}
                onClick={() => change(collection.collection_id, collection.title, !inIt)}
                data-testid="collection-menu-item"
                data-collection-id={collection.collection_id}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-1.5 text-left text-sm hover:bg-zinc-100 disabled:opacity-60 dark:hover:bg-zinc-800"
              >
                <span aria-hidden>{collectionIcon(collection)}</span>
                <span className="min-w-0 flex-1 truncate">{collection.title}</span>
                {inIt ? <Icon name="check" className="h-3.5 w-3.5" /> : null}
              </button>
            );
          })}
        </div>
      )}
      <form onSubmit={createWithVoice} className="flex items-center gap-1 border-t border-zinc-200 p-1 pt-2 dark:border-zinc-800">
        <input
          aria-label="New collection title"
          placeholder="New collection"
          maxLength={MAX_COLLECTION_TITLE}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="collection-menu-new-title"
          className="h-8 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-2 text-sm focus:border-zinc-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
        />
        <button
          type="submit"
          disabled={!title.trim() || create.isPending}
          data-testid="collection-menu-create"
          className="inline-flex h-8 items-center rounded-lg px-2 text-sm font-medium hover:bg-zinc-100 disabled:opacity-40 dark:hover:bg-zinc-800"
        >
          {create.isPending ? <Spinner label="Creating" /> : "Add"}
        </button>
      </form>
      {create.error ? (
        <p role="alert" className="px-3 pb-1 text-xs text-red-600 dark:text-red-400">
          {errorMessage(create.error)}
        </p>
      ) : null}
    </div>
  );
}
