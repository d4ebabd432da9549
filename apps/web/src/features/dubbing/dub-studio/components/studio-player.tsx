import { useState, type RefObject } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";

interface StudioPlayerProps {
  mediaRef: RefObject<HTMLMediaElement | null>;
  src: string;
  /** An audio dub plays in an audio element. */
  audio: boolean;
  label: string;
  onLoadedMetadata: () => void;
  /** For a dubbed language: what to offer when its file cannot be played (a language added whose render did not finish). */
  missing: { language: string; busy: boolean; onMake: () => void } | null;
}

/** The dub's video (or audio) element, and what to do when the shown language's file cannot be played. */
export function StudioPlayer({ mediaRef, src, audio, label, onLoadedMetadata, missing }: StudioPlayerProps) {
  // The source that failed to load; a new source clears it.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const attach = (element: HTMLMediaElement | null) => {
    mediaRef.current = element;
  };
  const common = { ref: attach, controls: true, preload: "metadata", src, onLoadedMetadata, onError: () => setFailedSrc(src), "aria-label": label } as const;
  return (
    <>
      {audio ? (
        <audio {...common} className="w-full" data-testid="dub-audio" />
      ) : (
        <video {...common} playsInline className="max-h-[60vh] w-full rounded-lg bg-black" data-testid="dub-video" />
      )}
      {failedSrc === src ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="dub-media-missing"
        >
          <p>
            {missing
              ? `The ${dubLanguageName(missing.language)} ${audio ? "audio" : "video"} could not be played: it may not be rendered yet.`
              : `The original could not be played here.`}
          </p>
          {missing ? (
            <Button variant="secondary" size="sm" disabled={missing.busy} onClick={missing.onMake} data-testid="dub-media-make">
              {missing.busy ? <Spinner label="Working" /> : null}
              Dub and render {dubLanguageName(missing.language)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
