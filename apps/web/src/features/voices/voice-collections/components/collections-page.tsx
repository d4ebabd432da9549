import { useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { VoicesTabs } from "#features/voices/voices/components/voices-tabs";
import { useCollections } from "../api/use-collections";
import { useDeleteCollection } from "../api/use-delete-collection";
import type { VoiceCollection } from "../collections";
import { CollectionCard } from "./collection-card";
import { CollectionFormDialog } from "./collection-form-dialog";
import { CollectionVoices } from "./collection-voices";

/** The query parameter that opens one collection. */
const COLLECTION = "collection";

/**
 * The user's voice collections (newest first): create, rename, delete, and open one
 * (`?collection=<id>`) to see its voices. Voices go in from "Collection" on a voice card.
 */
export function CollectionsPage() {
  const [params] = useSearchParams();
  const openId = params.get(COLLECTION);
  const collections = useCollections();
  const [editing, setEditing] = useState<{ collection: VoiceCollection | null } | null>(null);
  const [deleting, setDeleting] = useState<VoiceCollection | null>(null);
  const remove = useDeleteCollection();
  const list = collections.data ?? [];

  const newButton = (
    <Button onClick={() => setEditing({ collection: null })} data-testid="collection-new">
      New collection
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Voices</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">Collections: your own groups of voices, default voices and yours alike.</p>
        </div>
        {openId ? null : newButton}
      </div>
      <VoicesTabs />

      {openId ? (
        <CollectionVoices key={openId} collectionId={openId} collection={list.find((c) => c.collection_id === openId)} />
      ) : collections.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading collections" />
        </div>
      ) : collections.error ? (
        <InlineError message={errorMessage(collections.error)} onRetry={() => void collections.refetch()} retrying={collections.isFetching} />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center dark:border-zinc-700" data-testid="collections-empty">
          <Icon name="book" className="h-6 w-6 text-zinc-400" />
          <p className="max-w-md text-sm text-muted-foreground">
            No collections yet. Make one, then add voices to it with “Collection” on a voice card.
          </p>
          {newButton}
        </div>
      ) : (
        <ul aria-label="Collections" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="collection-list">
          {list.map((collection) => (
            <CollectionCard key={collection.collection_id} collection={collection} onRename={(c) => setEditing({ collection: c })} onDelete={setDeleting} />
          ))}
        </ul>
      )}

      <CollectionFormDialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))} collection={editing?.collection ?? null} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete “${deleting.title}”?` : "Delete this collection?"}
        description="The collection goes; its voices stay in your voices."
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const { collection_id: id, title } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(`“${title}” was deleted.`);
            },
          });
        }}
      />
    </div>
  );
}
