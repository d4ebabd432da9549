import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { AddToCollectionMenu } from "#features/voices/voice-collections/components/add-to-collection-menu";
import { VoiceCard } from "#features/voices/voices/components/voice-card";
import { VoicesTabs } from "#features/voices/voices/components/voices-tabs";
import { useSpeakWithVoice } from "#features/voices/voices/hooks/use-speak-with-voice";
import { useWorkspaceVoices } from "../api/use-workspace-voices";

interface WorkspaceVoicesPageProps {
  title: string;
  description: string;
  /** Shows the voice pages' tabs (the page under /app/workspace-voices, not the workspace's own pages). */
  voicesTabs?: boolean;
}

/**
 * The voices members of the workspace shared with the user through workspace sharing (GET
 * /v2/voices?voice_type=workspace), each with preview and Use. The same list serves "Workspace
 * voices" and the workspace's voice library.
 */
export function WorkspaceVoicesPage({ title, description, voicesTabs = false }: WorkspaceVoicesPageProps) {
  const pages = useWorkspaceVoices();
  const speak = useSpeakWithVoice();
  const voices = pages.data?.pages.flatMap((p) => p.voices) ?? [];
  const total = pages.data?.pages[0]?.total_count;

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="max-w-2xl text-sm text-muted-foreground">{description}</p>
      </div>
      {voicesTabs ? <VoicesTabs /> : null}
      {pages.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading voices" />
        </div>
      ) : pages.error && voices.length === 0 ? (
        <InlineError message={errorMessage(pages.error)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : voices.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-6 py-12 text-center dark:border-zinc-700" data-testid="workspace-voices-empty">
          <Icon name="users" className="h-6 w-6 text-zinc-400" />
          <p className="max-w-lg text-sm text-muted-foreground">
            No voices have been shared with you in this workspace yet. When a member shares one of their voices with you, with a group you are in, or with the
            whole workspace (Share on the voice in their voice lab), it appears here, ready to use.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={APP_ROUTES.voiceLab} className="text-sm font-medium underline underline-offset-2">
              Your voices
            </Link>
            <Link to={APP_ROUTES.voiceLibrary} className="text-sm font-medium underline underline-offset-2">
              Voice library
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul aria-label={title} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="workspace-voice-list">
            {voices.map((voice) => (
              <VoiceCard key={voice.voice_id} voice={voice} onUse={(v) => speak(v.voice_id)} actions={<AddToCollectionMenu voice={voice} />} />
            ))}
          </ul>
          {pages.error ? <InlineError message={errorMessage(pages.error)} onRetry={() => void pages.fetchNextPage()} retrying={pages.isFetchingNextPage} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted-foreground">
            <span>{total !== undefined ? `${voices.length} of ${total} ${total === 1 ? "voice" : "voices"}` : null}</span>
            {pages.hasNextPage ? (
              <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? <Spinner label="Loading more voices" /> : null}
                Load more
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
