import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "#lib/api-client";
import { useActiveSegment } from "#lib/use-active-segment";
import { saveTranscription, type TaskRef } from "../api/task-calls";
import { taskKeys } from "../api/task-keys";
import type { EditorTask } from "../api/task-types";
import { useAcknowledgeFeedback, useTaskFeedback } from "../api/use-task-feedback";
import { useAutosave } from "../hooks/use-autosave";
import { useEditorShortcuts } from "../hooks/use-editor-shortcuts";
import { useEditorTools } from "../hooks/use-editor-tools";
import { useMediaPlayer } from "../hooks/use-media-player";
import { useSegmentControls } from "../hooks/use-segment-controls";
import { useTranscriptDraft } from "../hooks/use-transcript-draft";
import { segmentIndexAt } from "../segment-at-time";
import { segmentProblem, type EditorSegment } from "../segment-edits";
import { feedbackBySegment, isEditable, readOnlyReason, reviewFeedback, taskMediaPath } from "../task-view";
import { ChangesPanel } from "./changes-panel";
import { EditorToolbar } from "./editor-toolbar";
import { FeedbackPanel } from "./feedback-panel";
import { MediaPlayerBar } from "./media-player-bar";
import { ReviewPanel } from "./review-panel";
import { SaveStatusLine } from "./save-status";
import { SegmentList, type SegmentListHandle } from "./segment-list";
import { ShortcutHelp } from "./shortcut-help";
import { ToolOutcome } from "./tool-outcome";

/** PUT …/transcription; a 409 (the task is no longer worked on) reads the task again, so the page turns read-only. */
function useSave(taskRef: TaskRef) {
  const queryClient = useQueryClient();
  return useCallback(
    async (segments: EditorSegment[]) => {
      try {
        return await saveTranscription(taskRef, segments);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: taskKeys.task(taskRef.userId, taskRef.taskId), exact: true });
        throw error;
      }
    },
    [queryClient, taskRef],
  );
}

/** Keeps the segment being heard in view while the media plays, unless the producer is typing in the list. */
function useFollowPlayback(list: React.RefObject<SegmentListHandle | null>, active: number, playing: boolean) {
  useEffect(() => {
    if (!playing || active < 0) return;
    if (document.activeElement?.closest("[data-testid=editor-segments]")) return;
    list.current?.reveal(active, false);
  }, [list, active, playing]);
}

/**
 * The editor of a productions task: the media (streamed) with its waveform, the transcript's
 * segments (windowed) saved as they are edited, the tools, a review's verdict or a returned
 * task's feedback, and the keyboard shortcuts. Read-only once the task is no longer worked on.
 */
export function TranscriptionEditor({ task, userId }: { task: EditorTask; userId: string }) {
  const taskRef = useMemo(() => ({ userId, taskId: task.task_id }), [userId, task.task_id]);
  const editable = isEditable(task.state);
  const duration = task.media.duration_seconds;
  const [draft, draftActions] = useTranscriptDraft(task.segments);
  const problem = useMemo(() => segmentProblem(draft.segments, duration), [draft.segments, duration]);
  const autosave = useAutosave({ draft, save: useSave(taskRef), markSaved: draftActions.markSaved, problem, enabled: editable });
  const tools = useEditorTools(taskRef, draft, draftActions, autosave.flush);
  const [mediaRef, player] = useMediaPlayer(duration);
  const active = useActiveSegment(mediaRef, draft.segments, segmentIndexAt);
  const list = useRef<SegmentListHandle | null>(null);

  const reviewing = task.kind === "review";
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map());
  const [general, setGeneral] = useState("");
  const setReviewNote = useCallback((id: string, text: string) => setNotes((m) => new Map(m).set(id, text)), []);
  const verdictFeedback = reviewFeedback(notes, general);

  const feedback = useTaskFeedback(taskRef, !reviewing);
  const acknowledge = useAcknowledgeFeedback(taskRef);
  const grouped = useMemo(() => feedbackBySegment(feedback.data?.feedback ?? []), [feedback.data]);

  const locked = !editable || tools.running !== null;
  const controls = useSegmentControls({ segments: draft.segments, actions: draftActions, tools, player, list, active, locked, flush: autosave.flush, setReviewNote });
  useEditorShortcuts(controls.shortcuts);
  useFollowPlayback(list, active, player.playing);
  const [changesShown, setChangesShown] = useState(false);
  const reason = readOnlyReason(task);
  // A dub review's and a translation's lines are not the media's speech: no aligning or recognising them.
  const audioTools = task.kind !== "dub_review" && task.kind !== "translation";

  return (
    <div className="flex flex-col gap-4">
      {reason ? (
        <p role="note" className="rounded-lg border border-zinc-300 bg-zinc-50 p-3 text-sm dark:border-zinc-700 dark:bg-zinc-900" data-testid="editor-read-only">
          {reason}
        </p>
      ) : null}
      {!reviewing ? <FeedbackPanel feedback={feedback} acknowledge={acknowledge} segments={draft.segments} onGoTo={controls.goTo} /> : null}
      <MediaPlayerBar src={taskMediaPath(userId, task.task_id)} name={task.media.name} mediaRef={mediaRef} player={player} taskRef={taskRef} duration={duration} segments={draft.segments} active={active} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {editable ? <SaveStatusLine status={autosave.status} onRetry={() => void autosave.flush()} /> : <span />}
        <EditorToolbar
          tools={tools}
          editable={editable}
          audioTools={audioTools}
          editedCount={draft.edited.size}
          workingId={controls.workingId}
          canSubmit={!reviewing && editable}
          changesShown={changesShown}
          onToggleChanges={() => (changesShown ? setChangesShown(false) : void autosave.flush().then(() => setChangesShown(true)))}
        />
      </div>
      <ToolOutcome tools={tools} />
      {controls.notice ? (
        <p role="status" className="text-sm text-muted-foreground">
          {controls.notice}
        </p>
      ) : null}
      {changesShown ? <ChangesPanel taskRef={taskRef} flush={autosave.flush} /> : null}
      {draft.segments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-center text-sm text-muted-foreground dark:border-zinc-700">This transcript has no segments.</p>
      ) : (
        <div onBlur={() => void autosave.flush()}>
          <SegmentList
            ref={list}
            segments={draft.segments}
            active={active}
            working={controls.working}
            readOnly={!editable}
            running={tools.running}
            audioTools={audioTools}
            feedback={grouped.bySegment}
            suggestions={tools.suggestions}
            reviewNotes={reviewing && editable ? notes : null}
            actions={controls.rowActions}
          />
        </div>
      )}
      {reviewing && editable ? (
        <ReviewPanel general={general} onGeneral={setGeneral} noteCount={verdictFeedback.length} running={tools.running} disabled={!editable} onVerdict={(verdict) => tools.review(verdict, verdict === "accept" ? [] : verdictFeedback)} />
      ) : null}
      <ShortcutHelp />
    </div>
  );
}
