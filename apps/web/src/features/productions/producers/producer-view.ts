import { languageName } from "#features/productions/tasks/task-view";

/** Words of the producers' settings, qualifications and profiles. */

/** A rate (0..1) as a percentage with at most one decimal ("7.5%", "10%"). */
export function percentText(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `${Number.isFinite(percent) ? percent : 0}%`;
}

/** An attempt's score against the passing rate, in a sentence. */
export function attemptResultText(attempt: { passed: boolean; word_error_rate: number; passing_word_error_rate: number }): string {
  const score = `Word error rate ${percentText(attempt.word_error_rate)}`;
  const bar = `${percentText(attempt.passing_word_error_rate)} or less passes`;
  return attempt.passed ? `Passed. ${score} (${bar}).` : `Not passed. ${score}; ${bar}. Listen again and try once more.`;
}

/** A qualification's name as shown: "English transcription", "Multitask" (several tasks at once). */
export function qualificationLabel(qualification: string): string {
  if (qualification === "multitask") return "Multitask (up to three tasks at once)";
  if (qualification.startsWith("transcription-")) return `${languageName(qualification.slice("transcription-".length))} transcription`;
  return qualification;
}

/** A profile's accuracy: the share of accepted work accepted the first time, or why there is none yet. */
export function accuracyText(accuracy: number | null): string {
  return accuracy === null ? "No accepted work yet" : `${percentText(accuracy)} accepted the first time`;
}

/** The producer's standing in a few words. */
export function producerStatusText(status: { is_producer: boolean; is_in_probation: boolean }): string {
  if (!status.is_producer) return "Not a producer yet";
  return status.is_in_probation ? "Producer, in probation" : "Producer";
}

/** Whether a failed read was the server's 404 (no such producer). */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && (error as { status: unknown }).status === 404;
}

/** Whether a handle could be one at all (the API's pattern); anything else is not a profile. */
export function isPossibleHandle(handle: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(handle);
}
