/** The query keys of the producers' task pages (under `productions`, like every productions key). */
export const taskKeys = {
  all: ["productions", "tasks"] as const,
  list: (view: "active" | "history") => ["productions", "tasks", "list", view] as const,
  feedback: (taskId: string) => ["productions", "tasks", "feedback", taskId] as const,
  teamsAll: ["productions", "teams"] as const,
  team: (teamId: string) => ["productions", "teams", teamId] as const,
  teamWork: (teamId: string) => ["productions", "teams", teamId, "work"] as const,
};
