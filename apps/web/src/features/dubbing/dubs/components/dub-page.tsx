import type { DubbingMetadata } from "@vocable/contract";
import { APP_ROUTES, formatDuration, formatInteger } from "@vocable/domain";
import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { timeAgo } from "#lib/relative-time";
import { DubStudio } from "#features/dubbing/dub-studio/components/dub-studio";
import { useDeleteDub } from "../api/use-delete-dub";
import { useDub } from "../api/use-dub";
import { dubLanguagesText } from "../dub-languages";
import { expectedDurationText, isDubFinished } from "../dub-status";
import { DubProgress } from "./dub-progress";
import { DubStatusBadge } from "./dub-status-badge";
import { DubPanelHeader } from "./dub-panel-header";

/** Shown for a dub that does not exist (deleted, mistyped, or another workspace's). */
export const DUB_NOT_FOUND = "This dub was not found. It may have been deleted.";
/** Shown when a failed dub carries no reason. */
export const DUB_FAILED = "The dub could not be made.";

const backLink =
  "inline-flex h-8 w-fit items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800";

function BackToList() {
  return (
    <Link to={APP_ROUTES.dubbingApp} className={backLink} data-testid="dub-back">
      <Icon name="chevronDown" className="rotate-90" />
      All dubs
    </Link>
  );
}

/** The page while the dub is not shown (loading, or it could not be opened): the way back, then what is said instead. */
function Unopened({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <BackToList />
      {children}
    </div>
  );
}

/**
 * /app/dubbing/:dubbingId: a dub by id, polled every 2 seconds until it is dubbed or failed: its
 * progress meanwhile, the reason when it failed (and that its characters were given back), and
 * once dubbed the studio (dub-studio/): the media with its language switcher and downloads, the
 * segments by speaker to edit and re-dub, and adding a language. Delete (confirmed) goes back to
 * the list.
 */
export function DubPage({ dubbingId }: { dubbingId: string }) {
  const dub = useDub(dubbingId);
  const remove = useDeleteDub();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (dub.isPending) {
    return (
      <Unopened>
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading the dub" />
        </div>
      </Unopened>
    );
  }

  if (!dub.data) {
    const notFound = dub.error instanceof ApiError && dub.error.status === 404;
    return (
      <Unopened>
        <InlineError
          data-testid="dub-load-error"
          title="The dub could not be opened"
          message={notFound ? DUB_NOT_FOUND : errorMessage(dub.error)}
          onRetry={notFound ? undefined : () => void dub.refetch()}
          retrying={dub.isFetching}
        />
      </Unopened>
    );
  }

  const data = dub.data;
  // The poll failed but will try again: say so, keep what is shown.
  const notice = dub.isRefetchError && !isDubFinished(data.status) ? `The progress could not be checked: ${errorMessage(dub.error)} Trying again…` : null;

  return (
    <div className="flex flex-col gap-5" data-testid="dub-page" data-status={data.status}>
      <BackToList />
      <DubHeader dub={data} onDelete={() => setConfirming(true)} />

      {notice ? (
        <p role="status" className="text-xs text-amber-700 dark:text-amber-400">
          {notice}
        </p>
      ) : null}

      {data.warnings.length > 0 ? (
        <div
          role="note"
          data-testid="dub-warnings"
          className="rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-semibold">{data.warnings.length === 1 ? "Note" : "Notes"}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {data.warnings.map((warning, i) => (
              <li key={i} data-testid="dub-warning">
                {warning}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {!isDubFinished(data.status) ? (
        <section aria-label="Progress" className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
          <DubProgress dub={data} />
          <p className="text-xs text-muted-foreground">
            The server is making the dub{expectedDurationText(data.expected_duration) ? `; it should take ${expectedDurationText(data.expected_duration)} in all` : ""}. You can leave
            this page: the dub goes on, and it appears here when it is ready.
          </p>
        </section>
      ) : data.status === "failed" ? (
        <div
          role="alert"
          data-testid="dub-error"
          className="flex flex-col items-start gap-1 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
        >
          <p className="font-semibold">The dub failed</p>
          <p className="whitespace-pre-line" data-testid="dub-error-message">
            {data.error?.trim() || DUB_FAILED}
          </p>
          {data.refunded ? <p data-testid="dub-refunded">Its characters were given back.</p> : null}
          <Link to={APP_ROUTES.dubbingApp} className="mt-2 font-medium underline">
            Back to the dubs
          </Link>
        </div>
      ) : (
        <DubStudio dub={data} />
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this dub?"
        description={`“${data.name}”, its dubbed files and its transcripts are removed. This cannot be undone.`}
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(data.dubbing_id, {
            onSuccess: () => {
              setConfirming(false);
              void navigate(APP_ROUTES.dubbingApp, { replace: true });
            },
          })
        }
      />
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="text-zinc-800 dark:text-zinc-200" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The dub's name, status, languages, length, cost and age, with Delete. */
function DubHeader({ dub, onDelete }: { dub: DubbingMetadata; onDelete: () => void }) {
  const created = new Date(dub.created_at);
  const createdUnix = Math.floor(created.getTime() / 1000);
  const duration = dub.media_metadata?.duration ?? 0;
  const remove = (
    <Button variant="ghost" size="sm" onClick={onDelete} data-testid="dub-delete">
      <Icon name="trash" />
      Delete
    </Button>
  );
  return (
    <DubPanelHeader level={1} title={dub.name} titleTestId="dub-title" badge={<DubStatusBadge status={dub.status} />} actions={remove}>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <Fact label="Languages" testId="dub-languages">
          {dubLanguagesText(dub.source_language, dub.target_languages)}
        </Fact>
        <Fact label="Length" testId="dub-duration">
          {duration > 0 ? formatDuration(dub.usage.seconds > 0 ? dub.usage.seconds : duration) : "—"}
        </Fact>
        <Fact label="Characters" testId="dub-characters">
          {formatInteger(dub.usage.characters)}
          {dub.refunded ? " (given back)" : ""}
        </Fact>
        <Fact label="Watermark">{dub.watermark ? "Yes" : "No"}</Fact>
        <Fact label="Created">
          <time dateTime={created.toISOString()} title={created.toLocaleString()}>
            {Number.isFinite(createdUnix) ? timeAgo(createdUnix) : dub.created_at}
          </time>
        </Fact>
      </dl>
    </DubPanelHeader>
  );
}
