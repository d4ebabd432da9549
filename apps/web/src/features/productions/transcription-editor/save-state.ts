/** The autosave's state, as the status line says it. */
export type SaveStatus = { kind: "saved" } | { kind: "waiting" } | { kind: "saving" } | { kind: "error"; message: string } | { kind: "invalid"; message: string };

/** What the status line says. */
export function saveStatus(s: { dirty: boolean; saving: boolean; failure: string | null; problem: string | null }): SaveStatus {
  if (s.saving) return { kind: "saving" };
  if (s.dirty && s.problem) return { kind: "invalid", message: s.problem };
  if (s.failure && s.dirty) return { kind: "error", message: s.failure };
  return s.dirty ? { kind: "waiting" } : { kind: "saved" };
}
