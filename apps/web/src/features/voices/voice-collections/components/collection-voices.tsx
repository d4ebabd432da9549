import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { VoiceCard } from "#features/voices/voices/components/voice-card";
import { useSpeakWithVoice } from "#features/voices/voices/hooks/use-speak-with-voice";
import { useCollectionVoice } from "../api/use-collection-voice";
import { useCollectionVoices } from "../api/use-collection-voices";
import { collectionIcon, collectionNotFoundMessage, voiceCountLabel, type VoiceCollection } from "../collections";

/** One open collection: its voices (GET /v2/voices?collection_id=), each with Use and "Remove from collection". */
export function CollectionVoices({ collectionId, collection }: { collectionId: string; collection: VoiceCollection | undefined }) {
  const voices = useCollectionVoices(collectionId);
  const remove = useCollectionVoice();
  const speak = useSpeakWithVoice();
  const list = voices.data?.voices ?? [];
  const notFound = collectionNotFoundMessage(voices.error);
  const title = collection?.title ?? "Collection";

  return (
    <section className="flex flex-col gap-4" aria-labelledby="collection-heading" data-testid="collection-view" data-collection-id={collectionId}>
      <Link to={APP_ROUTES.voiceLabCollections} className="self-start text-sm text-muted-foreground hover:text-zinc-900 dark:hover:text-white" data-testid="collection-back">
        ← All collections
      </Link>
      {notFound ? (
        <InlineError title="This collection is not there" message={notFound} data-testid="collection-not-found" />
      ) : (
        <>
          <div className="flex items-center gap-3">
            <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-lg bg-zinc-100 text-xl dark:bg-zinc-800">
              {collection ? collectionIcon(collection) : null}
            </span>
            <div className="flex flex-col">
              <h2 id="collection-heading" className="text-base font-semibold" data-testid="collection-heading">
                {title}
              </h2>
              {voices.data ? <span className="text-xs text-muted-foreground">{voiceCountLabel(list.length)}</span> : null}
            </div>
          </div>
          {voices.isPending ? (
            <div className="flex justify-center py-12 text-muted-foreground">
              <Spinner label="Loading the collection's voices" />
            </div>
          ) : voices.error ? (
            <InlineError message={errorMessage(voices.error)} onRetry={() => void voices.refetch()} retrying={voices.isFetching} />
          ) : list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-zinc-300 px-6 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700 dark:text-zinc-400" data-testid="collection-empty">
              No voices in this collection yet. Add one with “Collection” on a voice in{" "}
              <Link to={APP_ROUTES.voiceLab} className="underline underline-offset-2">
                My voices
              </Link>{" "}
              or{" "}
              <Link to={APP_ROUTES.defaultVoices} className="underline underline-offset-2">
                Default voices
              </Link>
              .
            </p>
          ) : (
            <ul aria-label={`Voices of ${title}`} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="collection-voice-list">
              {list.map((voice) => (
                <VoiceCard
                  key={voice.voice_id}
                  voice={voice}
                  onUse={(v) => speak(v.voice_id)}
                  actions={
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(
                          { collectionId, voiceId: voice.voice_id, add: false },
                          { onSuccess: () => toast.success(`“${voice.name}” was taken out of “${title}”.`) },
                        )
                      }
                      aria-label={`Remove ${voice.name} from ${title}`}
                      data-testid="collection-voice-remove"
                    >
                      Remove
                    </Button>
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
