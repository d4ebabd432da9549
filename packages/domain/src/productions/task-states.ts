/**
 * The productions task states (issue 29), decided for Vocable where the spec is silent. A task
 * description is a piece of work made from a submitted order (transcribe one media file, review
 * a transcription); a task is one producer's claim on it. The description is `open` until a
 * producer claims it, `claimed` while a task works on it, `done` once a task's work is accepted,
 * and `cancelled` with its order. A task moves as the table below says; every other move is refused.
 *
 *   claimed ──submit──▶ submitted ──start_review──▶ in_review ──accept──▶ accepted
 *      ▲                    │                          │
 *      └──────rework────────┴──────return──────────────┘ (returned, then claimed again by rework)
 *   claimed / returned ──revoke──▶ revoked      claimed / returned ──expire──▶ expired
 *   any state but accepted ──cancel──▶ cancelled (the order was cancelled)
 *   claimed ──finish──▶ accepted (a review task: its verdict is its work)
 *
 * A revoked or expired task gives its description back (open, for any producer); an accepted one
 * finishes it. A producer in probation always has their work reviewed; one out of probation has
 * a transcription accepted without review only when the order item does not ask for one (never,
 * today: every transcription is reviewed).
 */

export const TASK_STATES = ["claimed", "submitted", "in_review", "returned", "accepted", "revoked", "expired", "cancelled"] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TASK_EVENTS = ["submit", "start_review", "accept", "return", "rework", "finish", "revoke", "expire", "cancel"] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

/** Where each event takes a task from each state it may happen in. */
export const TASK_TRANSITIONS: Readonly<Record<TaskEvent, Partial<Record<TaskState, TaskState>>>> = {
  submit: { claimed: "submitted" },
  start_review: { submitted: "in_review" },
  accept: { in_review: "accepted" },
  return: { in_review: "returned", submitted: "returned" },
  rework: { returned: "claimed" },
  /** A review is not reviewed: its verdict finishes it. */
  finish: { claimed: "accepted" },
  revoke: { claimed: "revoked", returned: "revoked" },
  expire: { claimed: "expired", returned: "expired" },
  cancel: { claimed: "cancelled", submitted: "cancelled", in_review: "cancelled", returned: "cancelled" },
};

/** The state after `event`, or null when the event cannot happen in `state`. */
export function nextTaskState(state: TaskState, event: TaskEvent): TaskState | null {
  return TASK_TRANSITIONS[event][state] ?? null;
}

/** States a task leaves no more. */
export function isTaskFinal(state: TaskState): boolean {
  return state === "accepted" || state === "revoked" || state === "expired" || state === "cancelled";
}

/** States in which the producer works on the task (it counts against their open tasks, its deadline runs). */
export function isTaskActive(state: TaskState): boolean {
  return state === "claimed" || state === "returned";
}

export const DESCRIPTION_STATES = ["open", "claimed", "done", "cancelled"] as const;
export type DescriptionState = (typeof DESCRIPTION_STATES)[number];

/** The description's state after its task reached `task` (a task that gives the work back reopens it). */
export function descriptionStateAfter(task: TaskState): DescriptionState {
  if (task === "accepted") return "done";
  if (task === "revoked" || task === "expired") return "open";
  if (task === "cancelled") return "cancelled";
  return "claimed";
}

/** How long a claim holds before it expires, by default (the task's deadline is the earlier of this and the order's). */
export const CLAIM_HOURS = 24;
/** One extension per task, of this many hours, and never past the order's deadline. */
export const EXTENSION_HOURS = 12;
/** Open tasks a producer may hold at once: one, or more with the `multitask` qualification. */
export const MAX_OPEN_TASKS = 1;
export const MAX_OPEN_TASKS_QUALIFIED = 3;

/** The deadline of a new claim: {@link CLAIM_HOURS} after `now`, or the order's deadline when earlier. */
export function claimDeadline(now: Date, orderDeadline: Date | null): Date {
  const held = new Date(now.getTime() + CLAIM_HOURS * 3600_000);
  return orderDeadline && orderDeadline < held ? orderDeadline : held;
}

export type ExtensionRefusal = "already_extended" | "not_active" | "past_deadline" | "order_deadline";

/** The extended deadline, or why the task cannot be extended: once, while active and not yet due, never past the order's deadline. */
export function extendDeadline(task: { state: TaskState; deadline: Date; extended: boolean }, now: Date, orderDeadline: Date | null): Date | ExtensionRefusal {
  if (!isTaskActive(task.state)) return "not_active";
  if (task.extended) return "already_extended";
  if (task.deadline <= now) return "past_deadline";
  const wanted = new Date(task.deadline.getTime() + EXTENSION_HOURS * 3600_000);
  const extended = orderDeadline && orderDeadline < wanted ? orderDeadline : wanted;
  return extended <= task.deadline ? "order_deadline" : extended;
}
