import {
  DEFAULT_SHARE_VIDEO_THEME,
  hasBracketedSegment,
  SHARE_VIDEO_BACKGROUNDS,
  SHARE_VIDEO_FILE_NAME,
  SHARE_VIDEO_PROGRESS_INTERVAL_MS,
  SHARE_VIDEO_THEME_LABELS,
  SHARE_VIDEO_THEMES,
  shareVideoProgress,
  videoGenerationError,
  videoPreviewError,
  type ShareVideoTheme,
} from "@vocable/domain";
import { useEffect, useRef, useState } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { Switch } from "#components/ui/switch";
import { ApiError } from "#lib/api-client";
import { cn } from "#lib/cn";
import { errorMessage } from "#lib/handle-error";
import { fetchShareVideoPreview, generateShareVideo } from "../api/share-video-calls";

interface ShareVideoModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  historyItemId: string;
  text: string;
  /** Opens the share-link modal instead. */
  onShareLink: () => void;
}

type Video = { kind: "idle" } | { kind: "rendering"; progress: number } | { kind: "ready"; src: string } | { kind: "failed"; message: string };

/** What the server said went wrong, if anything (the catalogue's texts add the prefix). */
function reasonOf(error: unknown): string | null {
  return error instanceof ApiError || error instanceof Error ? errorMessage(error) : null;
}

/**
 * The share-video modal (spec §2, §4, §8): a theme (Multicolor by default), the bracketed-tags
 * switch when the text has tags, a 320 × 320 preview fetched whenever the modal opens or the
 * theme or switch changes, and "Generate video" with a progress estimate of 130 ms per character
 * (every 100 ms, capped at 100 %). The video then loops and autoplays, muted by a toggle, with a
 * Download; a failure shows its error and Retry. Closing resets everything and frees the preview.
 */
export function ShareVideoModal({ open, onOpenChange, historyItemId, text, onShareLink }: ShareVideoModalProps) {
  const [theme, setTheme] = useState<ShareVideoTheme>(DEFAULT_SHARE_VIDEO_THEME);
  const [stripTags, setStripTags] = useState(false);
  /** The last preview fetched, for the choice `key` names (a newer choice shows a spinner until its own arrives). */
  const [preview, setPreview] = useState<({ url: string } | { error: string }) & { key: string } | null>(null);
  const [video, setVideo] = useState<Video>({ kind: "idle" });
  const [muted, setMuted] = useState(true);
  const rendering = useRef<AbortController | null>(null);
  const hasTags = hasBracketedSegment(text);
  const choice = `${historyItemId}:${theme}:${stripTags}`;
  const shown = preview?.key === choice ? preview : null;

  // The preview of what is chosen: fetched again on every change, its object URL freed after.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let url: string | null = null;
    const key = `${historyItemId}:${theme}:${stripTags}`;
    fetchShareVideoPreview({ historyItemId, theme, stripTags }, controller.signal).then(
      (png) => {
        url = URL.createObjectURL(png);
        setPreview({ key, url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setPreview({ key, error: videoPreviewError(reasonOf(error)) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [open, historyItemId, theme, stripTags]);

  useEffect(() => () => rendering.current?.abort(), []);

  function choose(next: ShareVideoTheme) {
    rendering.current?.abort();
    setTheme(next);
    setVideo({ kind: "idle" });
  }

  function close(next: boolean) {
    if (!next) {
      rendering.current?.abort();
      setTheme(DEFAULT_SHARE_VIDEO_THEME);
      setStripTags(false);
      setVideo({ kind: "idle" });
      setPreview(null);
    }
    onOpenChange(next);
  }

  function generate() {
    rendering.current?.abort();
    const controller = new AbortController();
    rendering.current = controller;
    const started = Date.now();
    setVideo({ kind: "rendering", progress: 0 });
    const timer = window.setInterval(() => {
      setVideo((v) => (v.kind === "rendering" ? { kind: "rendering", progress: shareVideoProgress(Date.now() - started, text.length) } : v));
    }, SHARE_VIDEO_PROGRESS_INTERVAL_MS);
    generateShareVideo({ historyItemId, theme, stripTags }, controller.signal)
      .then(
        (src) => !controller.signal.aborted && setVideo({ kind: "ready", src }),
        (error: unknown) => !controller.signal.aborted && setVideo({ kind: "failed", message: videoGenerationError(reasonOf(error)) }),
      )
      .finally(() => window.clearInterval(timer));
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Share video" description={text.length > 80 ? `${text.slice(0, 79)}…` : text}>
      <fieldset className="flex flex-wrap gap-2" aria-label="Theme">
        {SHARE_VIDEO_THEMES.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={theme === t}
            onClick={() => choose(t)}
            data-testid={`share-video-theme-${t}`}
            className={cn(
              "inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm",
              theme === t ? "border-zinc-900 font-medium dark:border-zinc-100" : "border-zinc-300 dark:border-zinc-700",
            )}
          >
            <span aria-hidden className="h-4 w-4 rounded-full border border-zinc-300" style={{ background: `linear-gradient(135deg, ${SHARE_VIDEO_BACKGROUNDS[t][0]}, ${SHARE_VIDEO_BACKGROUNDS[t][1]})` }} />
            {SHARE_VIDEO_THEME_LABELS[t]}
          </button>
        ))}
      </fieldset>
      {hasTags ? (
        <label className="flex items-center justify-between gap-3 text-sm">
          Leave out bracketed tags such as [laughs]
          <Switch
            checked={stripTags}
            label="Leave out bracketed tags"
            onCheckedChange={(next) => {
              rendering.current?.abort();
              setStripTags(next);
              setVideo({ kind: "idle" });
            }}
          />
        </label>
      ) : null}
      <div className="mx-auto flex h-80 w-80 max-w-full items-center justify-center overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800" data-testid="share-video-stage">
        {video.kind === "ready" ? (
          <video src={video.src} autoPlay loop muted={muted} playsInline className="h-full w-full" data-testid="share-video-player" />
        ) : shown && "url" in shown ? (
          <img src={shown.url} alt={`Preview of the ${SHARE_VIDEO_THEME_LABELS[theme]} video`} width={320} height={320} data-testid="share-video-preview" />
        ) : shown && "error" in shown ? (
          <p role="alert" className="p-4 text-center text-sm text-red-700 dark:text-red-400">
            {shown.error}
          </p>
        ) : (
          <Spinner label="Loading the preview" />
        )}
      </div>
      {video.kind === "rendering" ? (
        <div className="flex flex-col gap-1" data-testid="share-video-progress">
          <div role="progressbar" aria-label="Making the video" aria-valuemin={0} aria-valuemax={100} aria-valuenow={video.progress} className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800">
            <div className="h-full bg-zinc-900 transition-[width] dark:bg-zinc-100" style={{ width: `${video.progress}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">Making the video… {video.progress}%</p>
        </div>
      ) : null}
      {video.kind === "failed" ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="share-video-error">
          {video.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onShareLink}>
          <Icon name="share" /> Share a link instead
        </Button>
        <div className="flex gap-2">
          {video.kind === "ready" ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setMuted((m) => !m)} aria-pressed={!muted}>
                {muted ? "Unmute" : "Mute"}
              </Button>
              <a
                href={`${video.src}&download=1`}
                download={SHARE_VIDEO_FILE_NAME}
                data-testid="share-video-download"
                className="inline-flex h-9 items-center gap-2 rounded-lg bg-zinc-900 px-3 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
              >
                <Icon name="download" /> Download
              </a>
            </>
          ) : (
            <Button onClick={generate} disabled={video.kind === "rendering"} data-testid="share-video-generate">
              {video.kind === "failed" ? "Retry" : "Generate video"}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
