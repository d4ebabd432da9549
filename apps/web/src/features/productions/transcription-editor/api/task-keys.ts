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
