/**
 * The editor's calls (the server's productions tasks: GET the task, autosave, the transcription
 * tools, submit, review, feedback), through the typed client. Each answer is the contract's.
 */
import { api, data } from "#lib/api";
import type { EditorSegment } from "./task-types";

export interface TaskRef {
  userId: string;
  taskId: string;
}

const path = ({ userId, taskId }: TaskRef) => ({ path: { user_id: userId, task_id: taskId } });

/** GET …/tasks/{task_id}: the task with its working transcript and media. */
export const fetchTask = (ref: TaskRef, signal?: AbortSignal) => data(api.GET("/v1/productions/producers/{user_id}/tasks/{task_id}", { params: path(ref), signal }));

/** PUT …/transcription: the autosave of the working copy. */
export const saveTranscription = (ref: TaskRef, segments: EditorSegment[], signal?: AbortSignal) =>
  data(api.PUT("/v1/productions/producers/{user_id}/tasks/{task_id}/transcription", { params: path(ref), body: { segments }, signal }));

/** POST …/align: the saved text of these segments placed in the media (times move); answers the task. */
export const alignTranscription = (ref: TaskRef, segmentIds: string[]) =>
  data(api.POST("/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/align", { params: path(ref), body: { segment_ids: segmentIds } }));

/** POST …/retranscribe-segment: one segment recognised again; answers the task. */
export const retranscribeSegment = (ref: TaskRef, segmentId: string) =>
  data(api.POST("/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/retranscribe-segment", { params: path(ref), body: { segment_id: segmentId } }));

/** POST …/resegment: the transcript cut again by its pauses; answers the task. */
export const resegmentTranscription = (ref: TaskRef) => data(api.POST("/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/resegment", { params: path(ref) }));

/** POST …/translate: suggestions only (nothing saved); 400 with the server's words without a translation engine. */
export const translateTranscription = (ref: TaskRef, body: { to: string; from?: string; segment_ids?: string[] }) =>
  data(api.POST("/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/translate", { params: path(ref), body }));

/** GET …/diff: word diffs of the saved transcript against the machine's and the last reviewed one. */
export const fetchDiff = (ref: TaskRef, signal?: AbortSignal) => data(api.GET("/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/diff", { params: path(ref), signal }));

/** POST …/submit: the work handed in for review. */
export const submitTask = (ref: TaskRef) => data(api.POST("/v1/productions/producers/{user_id}/tasks/{task_id}/submit", { params: path(ref) }));

/** POST …/review: a review's verdict on the work it checks. */
export const reviewTask = (ref: TaskRef, body: { verdict: "accept" | "return"; feedback: { segment_id: string | null; text: string }[] }) =>
  data(api.POST("/v1/productions/producers/{user_id}/tasks/{task_id}/review", { params: path(ref), body }));

/** GET …/feedback: the reviewers' feedback on the task. */
export const fetchFeedback = (ref: TaskRef, signal?: AbortSignal) => data(api.GET("/v1/productions/producers/{user_id}/tasks/{task_id}/feedback", { params: path(ref), signal }));

/** PUT …/feedback/ack: the producer read the feedback. */
export const acknowledgeFeedback = (ref: TaskRef) => data(api.PUT("/v1/productions/producers/{user_id}/tasks/{task_id}/feedback/ack", { params: path(ref) }));

/** GET …/media/peaks: one window of the media's waveform (at most 300 s). */
export const fetchPeaks = (ref: TaskRef, window: { start: number; end: number; buckets: number }, signal?: AbortSignal) =>
  data(api.GET("/v1/productions/producers/{user_id}/tasks/{task_id}/media/peaks", { params: { ...path(ref), query: window }, signal }));
