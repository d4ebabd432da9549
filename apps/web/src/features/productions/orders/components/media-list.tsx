import { formatDuration } from "@vocable/domain";
import { languageName } from "../order-languages";
import { mediaOriginText, type OrderMedia } from "../order-media";

/** The order's media files: name, language, length and where each came from. */
export function MediaList({ media }: { media: readonly OrderMedia[] }) {
  if (media.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm text-muted-foreground dark:border-zinc-700" data-testid="order-media-empty">
        No media yet. Add an audio or video file below: the work is done on it.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="order-media-list">
      {media.map((m) => (
        <li key={m.media_id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm" data-testid="order-media" data-media-id={m.media_id}>
          <span className="min-w-0 truncate font-medium">{m.name}</span>
          <span className="text-xs text-muted-foreground">
            {languageName(m.language)} · <span className="tabular-nums">{formatDuration(m.duration_seconds)}</span> · {mediaOriginText(m.source)}
          </span>
        </li>
      ))}
    </ul>
  );
}
