/**
 * The editor's query keys. `#lib/query-keys` has no productions entries yet (it is shared by every
 * feature, and these pages were made in parallel): they live here, under one root, so moving them
 * there later is one import.
 */
const root = (userId: string, taskId: string) => ["productions", "tasks", userId, taskId] as const;

export const taskKeys = {
  /** The task with its working transcript; its feedback, diff and peaks sit under it. */
  task: root,
  feedback: (userId: string, taskId: string) => [...root(userId, taskId), "feedback"] as const,
  diff: (userId: string, taskId: string) => [...root(userId, taskId), "diff"] as const,
  peaks: (userId: string, taskId: string, chunk: number) => [...root(userId, taskId), "peaks", chunk] as const,
};

/**
 * Every other productions query, for after a submit, a verdict or an acknowledgement: the task
 * lists, the teams' work, the payouts and the profile change too. This task's own entries are
 * left out (the answer was just put in its cache; its media's peaks do not change).
 */
export function isOtherProductionsKey(queryKey: readonly unknown[], userId: string, taskId: string): boolean {
  if (queryKey[0] !== "productions") return false;
  const own = root(userId, taskId);
  return !own.every((part, i) => queryKey[i] === part);
}
