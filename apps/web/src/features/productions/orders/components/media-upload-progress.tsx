import { ProgressBar } from "#components/ui/progress-bar";
import { Spinner } from "#components/ui/spinner";

/** While media is being added: the upload's percentage and bar for a file, then that the server is checking it. */
export function MediaUploadProgress({ upload, percent }: { upload: boolean; percent: number }) {
  const sent = !upload || percent >= 100;
  return (
    <div className="flex flex-col gap-2" data-testid="order-media-progress" role="status">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-2">
          {sent ? <Spinner /> : null}
          {sent ? "The server is fetching and checking the media…" : "Uploading…"}
        </span>
        {upload && !sent ? (
          <span className="text-muted-foreground tabular-nums" aria-hidden>
            {percent}%
          </span>
        ) : null}
      </div>
      {upload ? <ProgressBar percent={percent} label="Uploading the media" /> : null}
    </div>
  );
}
