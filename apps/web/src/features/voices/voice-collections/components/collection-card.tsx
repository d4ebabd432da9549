import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { collectionIcon, voiceCountLabel, type VoiceCollection } from "../collections";

interface CollectionCardProps {
  collection: VoiceCollection;
  onRename: (collection: VoiceCollection) => void;
  onDelete: (collection: VoiceCollection) => void;
}

/** The link that opens a collection (`?collection=<id>` of the collections page). */
export function collectionHref(collectionId: string): string {
  return `${APP_ROUTES.voiceLabCollections}?collection=${encodeURIComponent(collectionId)}`;
}

/** One collection: its icon, title (opens it) and number of voices, with Rename and Delete. */
export function CollectionCard({ collection, onRename, onDelete }: CollectionCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="collection-card" data-collection-id={collection.collection_id}>
      <Link to={collectionHref(collection.collection_id)} className="flex items-center gap-3 rounded-lg hover:opacity-80" data-testid="collection-open">
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-xl dark:bg-zinc-800">
          {collectionIcon(collection)}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold" data-testid="collection-title-text" title={collection.title}>
            {collection.title}
          </span>
          <span className="text-xs text-muted-foreground" data-testid="collection-count">
            {voiceCountLabel(collection.voice_ids.length)}
          </span>
        </span>
      </Link>
      <div className="mt-auto flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={() => onRename(collection)} aria-label={`Rename ${collection.title}`} data-testid="collection-rename">
          <Icon name="pencil" /> Rename
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(collection)} aria-label={`Delete ${collection.title}`} data-testid="collection-delete">
          <Icon name="trash" /> Delete
        </Button>
      </div>
    </li>
  );
}
