import { formatDuration, formatRelativeTime } from "@vocable/domain";

/** Words of the producers' task pages: states, kinds, languages and deadlines. */

export type TaskState = "claimed" | "submitted" | "in_review" | "returned" | "accepted" | "revoked" | "expired" | "cancelled";
export type BadgeTone = "neutral" | "progress" | "attention" | "good" | "bad";

const STATES: Record<TaskState, { label: string; tone: BadgeTone }> = {
  claimed: { label: "In progress", tone: "progress" },
  submitted: { label: "Submitted, waiting for review", tone: "neutral" },
  in_review: { label: "In review", tone: "neutral" },
  returned: { label: "Returned for changes", tone: "attention" },
  accepted: { label: "Accepted", tone: "good" },
  revoked: { label: "Given back", tone: "neutral" },
  expired: { label: "Expired", tone: "bad" },
  cancelled: { label: "Cancelled", tone: "neutral" },
};

/** A task's state as its badge says it. */
export function taskStateLabel(state: TaskState): string {
  return STATES[state].label;
}

/** The badge's colour family for a state. */
export function taskStateTone(state: TaskState): BadgeTone {
  return STATES[state].tone;
}

/** Whether the producer can still work on the task (and so give it back or extend its deadline). */
export function isTaskWorkable(state: TaskState): boolean {
  return state === "claimed" || state === "returned";
}

const KINDS: Record<string, string> = { transcription: "Transcription", translation: "Translation", review: "Review", dub_review: "Dub review" };

/** A kind of work ("transcription", "dub_review") as shown. */
export function taskKindLabel(kind: string): string {
  return KINDS[kind] ?? kind;
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A language code's English name ("en" -> "English"); an unknown code reads as itself. */
export function languageName(code: string): string {
  try {
    const name = languageNames.of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

/** "due in 5 hours" / "was due 2 hours ago", relative to `nowUnix`. */
export function deadlineText(deadlineUnix: number, nowUnix: number): string {
  const when = formatRelativeTime(deadlineUnix, nowUnix);
  return deadlineUnix >= nowUnix ? `due ${when}` : `was due ${when}`;
}

/** Whether a deadline is under `hours` away (a warning colour). */
export function deadlineIsNear(deadlineUnix: number, nowUnix: number, hours = 3): boolean {
  return deadlineUnix - nowUnix < hours * 3600;
}

/** A media length as m:ss, or "length unknown". */
export function mediaLengthText(seconds: number): string {
  return seconds > 0 ? formatDuration(seconds) : "length unknown";
}

/** How many unread feedback notes, in words ("1 unread feedback note"), or null for none. */
export function unreadFeedbackText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} unread feedback ${count === 1 ? "note" : "notes"}`;
}
