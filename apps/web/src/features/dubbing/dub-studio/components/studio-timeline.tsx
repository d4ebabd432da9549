import type { DubbingMetadata, DubbingResource } from "@vocable/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { DubPanelHeader } from "#features/dubbing/dubs/components/dub-panel-header";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";
import type { StudioActions } from "../hooks/use-studio-actions";
import { redubAllLabel } from "../studio-texts";
import { segmentsInTime, staleSegmentIds, type SpeakerView } from "../studio-view";
import { SpeakerTimeline } from "./speaker-timeline";

interface StudioTimelineProps {
  dub: DubbingMetadata;
  resource: UseQueryResult<DubbingResource>;
  speakers: readonly SpeakerView[];
  /** The dubbed language whose lines are shown and edited. */
  language: string;
  /** The player plays the original (a click seeks to the source's place). */
  original: boolean;
  /** The segment being heard. */
  activeId: string | null;
  actions: StudioActions;
  onSeek: (seconds: number) => void;
}

/**
 * The dub's segments by speaker in the shown dubbed language, beside the original's text, with
 * "Re-dub N changed lines" for every line edited (or re-voiced) since it was spoken.
 */
export function StudioTimeline({ dub, resource, speakers, language, original, activeId, actions, onSeek }: StudioTimelineProps) {
  const changed = staleSegmentIds(segmentsInTime(speakers)).length;
  const { running } = actions.task;
  const name = dubLanguageName(language);
  const redubAll = (
    <Button variant="secondary" size="sm" disabled={running !== null} onClick={() => actions.redub("redub-all", [], changed, language)} data-testid="dub-redub-all">
      {running === "redub-all" ? <Spinner label="Re-dubbing the changed lines" /> : null}
      {redubAllLabel(changed)}
    </Button>
  );

  return (
    <section aria-labelledby="dub-segments-heading" className="flex flex-col gap-3" data-testid="dub-segments">
      <DubPanelHeader id="dub-segments-heading" title="Segments" actions={changed > 0 ? redubAll : null}>
        <p className="text-xs text-muted-foreground">
          Each speaker's lines in {name}, beside the original. Click a line to hear it; edit a line, then re-dub it to hear the change in the {actions.renderType === "mp4" ? "video" : "audio"}.
        </p>
      </DubPanelHeader>
      {resource.isPending ? (
        <div className="flex justify-center py-8 text-muted-foreground">
          <Spinner label="Loading the segments" />
        </div>
      ) : resource.error && !resource.data ? (
        <InlineError title="The segments could not be loaded" message={errorMessage(resource.error)} onRetry={() => void resource.refetch()} retrying={resource.isFetching} />
      ) : speakers.every((s) => s.segments.length === 0) ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="dub-segments-empty">
          No speech was found in this media.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {speakers.map((speaker) => (
            <SpeakerTimeline
              key={speaker.id}
              dubbingId={dub.dubbing_id}
              speaker={speaker}
              language={language}
              original={original}
              activeId={activeId}
              actions={actions}
              onSeek={onSeek}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
