import type { LibraryVoice } from "@vocable/contract";
import { formatBytes } from "@vocable/domain";
import { useState, type DragEvent, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { errorMessage } from "#lib/handle-error";
import { AUDIO_ACCEPT } from "#features/speech/speech-to-text/accepted-audio";
import { useSimilarVoices } from "../api/use-similar-voices";
import { LibraryVoiceCard } from "./library-voice-card";

/**
 * "Find similar voices": a recording (chosen or dropped) is compared with the library's and the
 * default voices by speaker embedding; the closest come first, each with how alike it sounds.
 */
export function SimilarVoicesPanel({ onAdd }: { onAdd: (voice: LibraryVoice) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  // A new key empties the file input (its value cannot be set) after a drop.
  const [inputKey, setInputKey] = useState(0);
  const similar = useSimilarVoices();
  const results = similar.data?.voices;

  function choose(next: File | null) {
    setFile(next);
    similar.reset();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) {
      choose(dropped);
      setInputKey((k) => k + 1);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file && !similar.isPending) similar.mutate(file);
  }

  return (
    <section aria-labelledby="similar-heading" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="similar-voices">
      <div>
        <h2 id="similar-heading" className="text-base font-semibold">
          Find similar voices
        </h2>
        <p className="text-sm text-muted-foreground">Upload a few seconds of someone speaking: the voices that sound most like it come first.</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label
          htmlFor="similar-file"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="similar-dropzone"
          className={cn(
            "flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-dashed px-4 py-6 text-center text-sm",
            dragging ? "border-zinc-900 bg-zinc-50 dark:border-zinc-100 dark:bg-zinc-800/60" : "border-zinc-300 dark:border-zinc-700",
          )}
        >
          <Icon name="mic" className="h-5 w-5 text-zinc-400" />
          {file ? (
            <span data-testid="similar-file-name">
              {file.name} <span className="text-muted-foreground">({formatBytes(file.size)})</span>
            </span>
          ) : (
            <span>Drop an audio file here, or click to choose one</span>
          )}
          <input
            key={inputKey}
            id="similar-file"
            type="file"
            accept={AUDIO_ACCEPT}
            className="sr-only"
            data-testid="similar-file"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </label>
        <div>
          <Button type="submit" disabled={!file || similar.isPending} data-testid="similar-submit">
            {similar.isPending ? <Spinner label="Comparing voices" /> : null}
            Find similar voices
          </Button>
        </div>
      </form>
      {similar.error ? <InlineError message={errorMessage(similar.error)} onRetry={() => file && similar.mutate(file)} retrying={similar.isPending} /> : null}
      {results ? (
        results.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="similar-empty">
            No voices to compare with yet.
          </p>
        ) : (
          <ul aria-label="Similar voices" className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="similar-results">
            {results.map((voice) => (
              <LibraryVoiceCard key={`${voice.public_owner_id}/${voice.voice_id}`} voice={voice} onAdd={onAdd} />
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
