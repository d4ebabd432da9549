import type { LibraryVoice } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useState } from "react";
import { Link } from "react-router";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useOwnerLibraryVoice } from "../api/use-owner-library-voice";
import { AddLibraryVoiceDialog } from "./add-library-voice-dialog";
import { LibraryVoiceCard } from "./library-voice-card";

/** A shared voice's own page (its share link): the voice with preview and "Add to my voices", or "not found". */
export function SharedVoicePage({ publicUserId, voiceId }: { publicUserId: string; voiceId: string }) {
  const voice = useOwnerLibraryVoice(publicUserId, voiceId);
  const [adding, setAdding] = useState<LibraryVoice | null>(null);

  return (
    <div className="flex max-w-xl flex-col gap-5">
      <div>
        <Link to={APP_ROUTES.voiceLibrary} className="text-sm text-muted-foreground hover:text-zinc-900 dark:hover:text-white">
          ← Voice library
        </Link>
        <h1 className="mt-1 text-xl font-semibold">Shared voice</h1>
      </div>
      {voice.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading the voice" />
        </div>
      ) : voice.error ? (
        <InlineError message={errorMessage(voice.error)} onRetry={() => void voice.refetch()} retrying={voice.isFetching} />
      ) : voice.data ? (
        <ul aria-label="Shared voice" data-testid="shared-voice">
          <LibraryVoiceCard voice={voice.data} onAdd={setAdding} hideLink />
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-zinc-300 p-6 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400" data-testid="shared-voice-not-found">
          <p className="font-medium text-zinc-900 dark:text-zinc-100">Voice not found</p>
          <p>This voice is not in the voice library: its owner may have stopped sharing it, or the link is wrong.</p>
        </div>
      )}
      <AddLibraryVoiceDialog voice={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
