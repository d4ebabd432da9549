import { ProgressBar } from "#components/ui/progress-bar";
import { Spinner } from "#components/ui/spinner";

/**
 * The New dub form while it is being created: the upload's percentage and bar for a file, then
 * (or at once, for an address) that the server is fetching or checking the media.
 */
export function DubUploadProgress({ fromUrl, percent }: { fromUrl: boolean; percent: number }) {
  const uploaded = fromUrl || percent >= 100;
  return (
    <div className="flex flex-col gap-2" data-testid="dub-upload-progress">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-2 font-medium">
          {uploaded ? <Spinner label="Checking the media" /> : null}
          {uploaded ? (fromUrl ? "The server is fetching and checking the media…" : "Uploaded; the server is checking the media…") : "Uploading…"}
        </span>
        {fromUrl ? null : (
          <span className="text-muted-foreground tabular-nums" aria-hidden>
            {percent}%
          </span>
        )}
      </div>
      {fromUrl ? null : <ProgressBar percent={percent} label="Uploading the media" />}
      <p className="text-xs text-muted-foreground">Keep this dialog open until the dub is created; then its page shows the progress.</p>
    </div>
  );
}
