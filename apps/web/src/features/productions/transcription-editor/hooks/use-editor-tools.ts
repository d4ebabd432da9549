import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { UserFacingError } from "#lib/handle-error";
import { alignTranscription, resegmentTranscription, retranscribeSegment, reviewTask, submitTask, translateTranscription, type TaskRef } from "../api/task-calls";
import { isOtherProductionsKey, taskKeys } from "../api/task-keys";
import type { EditorTask } from "../api/task-types";
import { toolErrorMessage } from "../tool-error";
import type { Draft, DraftActions } from "./use-transcript-draft";

export type ToolOutcome = { kind: "done"; message: string } | { kind: "failed"; title: string; message: string };

export interface EditorTools {
  /** The tool running ("align", "retranscribe:<id>", "submit"…), null when none. */
  running: string | null;
  outcome: ToolOutcome | null;
  dismiss: () => void;
  /** Translation suggestions by segment id (nothing saved until one is used). */
  suggestions: ReadonlyMap<string, string>;
  dropSuggestion: (id: string) => void;
  align: () => void;
  resegment: () => void;
  retranscribe: (segmentId: string) => void;
  translate: (to: string, segmentIds: string[] | undefined) => void;
  submit: () => void;
  review: (verdict: "accept" | "return", feedback: { segment_id: string | null; text: string }[]) => void;
}

const UNSAVED = "The transcript could not be saved first (see the save status above), so nothing was sent.";

/**
 * The editor's server-side tools, one at a time: each saves the working copy first (the server
 * works on what it has), then puts the answer in the task's cache and, for the tools that change
 * the transcript, in the working copy; a submit or a verdict also refreshes the other productions
 * pages (the lists, the teams' work, the payouts). Failures show the server's words.
 */
export function useEditorTools(ref: TaskRef, draft: Draft, actions: DraftActions, flush: () => Promise<boolean>): EditorTools {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ToolOutcome | null>(null);
  const [suggestions, setSuggestions] = useState<ReadonlyMap<string, string>>(new Map());
  const busy = useRef(false);

  const run = useCallback(
    (key: string, failTitle: string, work: () => Promise<string>) => {
      if (busy.current) return;
      busy.current = true;
      setRunning(key);
      setOutcome(null);
      work()
        .then((message) => setOutcome({ kind: "done", message }))
        .catch((error: unknown) => setOutcome({ kind: "failed", title: failTitle, message: toolErrorMessage(error) }))
        .finally(() => {
          busy.current = false;
          setRunning(null);
        });
    },
    [],
  );

  const saved = useCallback(async () => {
    if (!(await flush())) throw new UserFacingError(UNSAVED);
  }, [flush]);

  const took = useCallback(
    (task: EditorTask, placed?: readonly string[]) => {
      queryClient.setQueryData(taskKeys.task(ref.userId, ref.taskId), task);
      actions.replace(task.segments, placed);
    },
    [queryClient, ref.userId, ref.taskId, actions],
  );

  /** A submit's or a verdict's answer: the task's cache takes it, and the other productions pages are read again. */
  const finished = useCallback(
    (task: EditorTask) => {
      queryClient.setQueryData(taskKeys.task(ref.userId, ref.taskId), task);
      void queryClient.invalidateQueries({ predicate: (query) => isOtherProductionsKey(query.queryKey, ref.userId, ref.taskId) });
    },
    [queryClient, ref.userId, ref.taskId],
  );

  const edited = [...draft.edited];
  const align = () =>
    run("align", "The segments could not be aligned", async () => {
      await saved();
      took(await alignTranscription(ref, edited), edited);
      return `Aligned ${edited.length} segment${edited.length === 1 ? "" : "s"}: their times follow their words now.`;
    });
  const resegment = () =>
    run("resegment", "The transcript could not be cut again", async () => {
      await saved();
      const task = await resegmentTranscription(ref);
      took(task);
      return `Cut again into ${task.segments.length} segments at its pauses and sentence ends.`;
    });
  const retranscribe = (segmentId: string) =>
    run(`retranscribe:${segmentId}`, "The segment could not be transcribed again", async () => {
      await saved();
      took(await retranscribeSegment(ref, segmentId), [segmentId]);
      return "The segment was transcribed again.";
    });
  const translate = (to: string, segmentIds: string[] | undefined) =>
    run("translate", "The translation failed", async () => {
      await saved();
      const answer = await translateTranscription(ref, { to, segment_ids: segmentIds });
      setSuggestions(new Map(answer.segments.map((s) => [s.id, s.text])));
      return `${answer.segments.length} suggestion${answer.segments.length === 1 ? "" : "s"} in ${to}: use each from its segment.`;
    });
  const submit = () =>
    run("submit", "The work could not be submitted", async () => {
      await saved();
      finished(await submitTask(ref));
      return "Submitted for review. You will see the verdict in your tasks.";
    });
  const review = (verdict: "accept" | "return", feedback: { segment_id: string | null; text: string }[]) =>
    run(verdict, verdict === "accept" ? "The work could not be accepted" : "The work could not be returned", async () => {
      await saved();
      finished(await reviewTask(ref, { verdict, feedback }));
      return verdict === "accept" ? "Accepted: the work is delivered as corrected." : "Returned to its producer with your feedback.";
    });

  const dropSuggestion = useCallback((id: string) => setSuggestions((m) => new Map([...m].filter(([k]) => k !== id))), []);
  const dismiss = useCallback(() => setOutcome(null), []);
  return { running, outcome, dismiss, suggestions, dropSuggestion, align, resegment, retranscribe, translate, submit, review };
}
