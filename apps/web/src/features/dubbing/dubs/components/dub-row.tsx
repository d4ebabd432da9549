import type { DubbingMetadata } from "@vocable/contract";
import { APP_ROUTES, formatDuration, formatRelativeTime } from "@vocable/domain";
import { Link, generatePath } from "react-router";
import { Icon } from "#components/ui/icon";
import { dubLanguagesText } from "../dub-languages";
import { isAudioDub } from "../dub-media";
import { isDubFinished } from "../dub-status";
import { DubProgress } from "./dub-progress";
import { DubStatusBadge } from "./dub-status-badge";

/**
 * One dub of the list: its name (which opens it), status, languages, when it was made and how
 * long the source is; while it is worked on, its progress; a failed one's reason in short.
 */
export function DubRow({ dub, nowUnix }: { dub: DubbingMetadata; nowUnix: number }) {
  const created = new Date(dub.created_at);
  const createdUnix = Math.floor(created.getTime() / 1000);
  const duration = dub.media_metadata?.duration ?? 0;
  const href = generatePath(APP_ROUTES.dub, { dubbingId: dub.dubbing_id });

  return (
    <li data-testid="dubbing-row" data-dubbing-id={dub.dubbing_id} data-status={dub.status} className="relative flex items-start gap-3 px-3 py-3 hover:bg-zinc-50 dark:hover:bg-zinc-900/60">
      <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300" aria-hidden>
        <Icon name={isAudioDub(dub) ? "soundWave" : "monitor"} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {/* The link covers the row (after:), so the whole row opens the dub. */}
          <Link to={href} className="min-w-0 truncate text-sm font-medium after:absolute after:inset-0 hover:underline" data-testid="dubbing-row-link">
            {dub.name}
          </Link>
          <DubStatusBadge status={dub.status} />
        </div>
        <p className="text-xs text-muted-foreground">
          <span data-testid="dubbing-row-languages">{dubLanguagesText(dub.source_language, dub.target_languages)}</span>
          <span aria-hidden> · </span>
          <time dateTime={created.toISOString()} title={created.toLocaleString()}>
            {Number.isFinite(createdUnix) ? formatRelativeTime(createdUnix, Math.max(nowUnix, createdUnix)) : dub.created_at}
          </time>
          {duration > 0 ? (
            <>
              <span aria-hidden> · </span>
              <span className="tabular-nums" data-testid="dubbing-row-duration">
                {formatDuration(duration)}
              </span>
            </>
          ) : null}
        </p>
        {!isDubFinished(dub.status) ? (
          <div className="max-w-md">
            <DubProgress dub={dub} size="sm" />
          </div>
        ) : dub.status === "failed" ? (
          <p className="line-clamp-2 text-xs text-red-700 dark:text-red-400" data-testid="dubbing-row-error">
            {dub.error?.trim() || "The dub failed."}
            {dub.refunded ? " Its characters were given back." : ""}
          </p>
        ) : null}
      </div>
      <Icon name="chevronDown" className="mt-2 -rotate-90 text-zinc-400" />
    </li>
  );
}
