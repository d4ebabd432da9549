import type { SoundEffectCategory, SoundEffectListing } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Link, generatePath } from "react-router";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { usePublishSound } from "../api/use-publish-sound";
import { SOUND_CATEGORIES, SOUND_CATEGORY_LABELS, isSoundCategory } from "../sound-categories";

/** A title's longest length (the contract's). */
const MAX_TITLE = 120;

interface PublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  historyItemId: string;
  /** The prompt: the title until the user writes another. */
  prompt: string;
  /** The category the engine gave the sound. */
  category: string | null;
  /** Told the listing once published (the card shows its link). */
  onPublished?: (listing: SoundEffectListing) => void;
}

const selectClass =
  "h-10 w-full appearance-none rounded-lg border border-zinc-300 bg-white pr-9 pl-3 text-sm focus:border-zinc-500 focus:ring-2 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900";

/**
 * Publish a sound to the public library: a title (the prompt by default) and a category (the
 * engine's by default). Once published, the dialog says so and links its public page, which anyone
 * can open without an account.
 */
export function PublishDialog(props: PublishDialogProps) {
  return props.open ? <OpenPublishDialog {...props} /> : null;
}

function OpenPublishDialog({ onOpenChange, historyItemId, prompt, category, onPublished }: PublishDialogProps) {
  const publish = usePublishSound();
  const [title, setTitle] = useState(prompt.slice(0, MAX_TITLE));
  const [chosen, setChosen] = useState<SoundEffectCategory>(isSoundCategory(category) ? category : "other");
  const published = publish.data;
  const trimmed = title.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || publish.isPending) return;
    publish.mutate({ historyItemId, body: { title: trimmed, category: chosen } }, { onSuccess: (listing) => onPublished?.(listing) });
  }

  return (
    <Dialog open onOpenChange={onOpenChange} title={published ? "Published" : "Publish to the library"} description={published ? undefined : "Anyone can find, play and download it in the sound-effect library, without an account."}>
      {published ? (
        <div className="flex flex-col gap-4" data-testid="publish-done">
          <p className="text-sm">
            <strong className="font-semibold">{published.title}</strong> is in the library under {SOUND_CATEGORY_LABELS[published.category]}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link
              to={generatePath(APP_ROUTES.soundEffect, { slug: published.slug })}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-zinc-300 px-3 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
              data-testid="publish-page-link"
            >
              <Icon name="globe" />
              Open its public page
            </Link>
            <Button size="sm" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" data-testid="publish-form">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="publish-title" className="text-sm font-medium">
              Title
            </label>
            <Input id="publish-title" value={title} maxLength={MAX_TITLE} onChange={(e) => setTitle(e.target.value)} aria-invalid={!trimmed || undefined} required autoFocus />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="publish-category" className="text-sm font-medium">
              Category
            </label>
            <div className="relative">
              <select id="publish-category" value={chosen} onChange={(e) => isSoundCategory(e.target.value) && setChosen(e.target.value)} className={selectClass}>
                {SOUND_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {SOUND_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
              <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
            </div>
          </div>
          {publish.error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="publish-error">
              {errorMessage(publish.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || publish.isPending} data-testid="publish-submit">
              {publish.isPending ? <Spinner label="Publishing" /> : null}
              Publish
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
