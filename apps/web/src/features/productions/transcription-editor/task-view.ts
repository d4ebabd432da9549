import { taskKindLabel } from "#features/productions/tasks/task-view";
import { formatDateTime } from "@vocable/domain";
import type { EditorTask, FeedbackItem, TaskKind, TaskState } from "./api/task-types";

/** A task's transcript changes only while it is worked on: claimed, or returned for changes. */
export function isEditable(state: TaskState): boolean {
  return state === "claimed" || state === "returned";
}

const STATE_LABELS: Readonly<Record<TaskState, string>> = {
  claimed: "In progress",
  submitted: "Submitted",
  in_review: "In review",
  returned: "Returned for changes",
  accepted: "Accepted",
  revoked: "Given up",
  expired: "Expired",
  cancelled: "Cancelled",
};

export const stateLabel = (state: TaskState) => STATE_LABELS[state];

/** Why the transcript cannot be changed (null while it can). */
export function readOnlyReason(task: Pick<EditorTask, "state" | "kind">): string | null {
  if (isEditable(task.state)) return null;
  const what = task.kind === "review" ? "This review is finished" : `This task is ${STATE_LABELS[task.state].toLowerCase()}`;
  return `${what}: its transcript is shown read-only.`;
}

export const kindLabel = (kind: TaskKind) => taskKindLabel(kind);

/** "3 h 20 min" / "45 min" / "2 d 4 h" for a span of seconds. */
export function spanText(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

/** The deadline for the header: when, and how long is left (or how long ago it passed). */
export function deadlineText(deadlineUnix: number, nowMs: number, timeZone?: string): string {
  const left = deadlineUnix - nowMs / 1000;
  const when = formatDateTime(deadlineUnix, timeZone);
  return left >= 0 ? `Due ${when} (in ${spanText(left)})` : `Was due ${when} (${spanText(-left)} ago)`;
}

/** "$12.40". */
export const centsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The reviewers' feedback by the segment it names, and the feedback on the whole work. */
export function feedbackBySegment(items: readonly FeedbackItem[]): { bySegment: Map<string, FeedbackItem[]>; general: FeedbackItem[] } {
  const bySegment = new Map<string, FeedbackItem[]>();
  const general: FeedbackItem[] = [];
  for (const item of items) {
    if (item.segment_id === null) {
      general.push(item);
    } else {
      bySegment.set(item.segment_id, [...(bySegment.get(item.segment_id) ?? []), item]);
    }
  }
  return { bySegment, general };
}

/** The same-origin path of the task's media (the answer's `url` names the server's public address). */
export const taskMediaPath = (userId: string, taskId: string) => `/v1/productions/producers/${encodeURIComponent(userId)}/tasks/${encodeURIComponent(taskId)}/media`;

/** A review's verdict body: the feedback written per segment (blank ones left out), and the general note. */
export function reviewFeedback(notes: ReadonlyMap<string, string>, general: string): { segment_id: string | null; text: string }[] {
  const out: { segment_id: string | null; text: string }[] = [];
  for (const [segmentId, text] of notes) if (text.trim()) out.push({ segment_id: segmentId, text: text.trim() });
  if (general.trim()) out.push({ segment_id: null, text: general.trim() });
  return out;
}
