import type { ProductionTask } from "@vocable/contract";
import { splitItemPrice } from "@vocable/domain";
import type { DescriptionRow, TaskRow } from "./repo";

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** What the task's producer earns once the work is accepted: the producer's split, or the reviewer's for a review. */
export function taskEarningCents(description: Pick<DescriptionRow, "kind" | "priceCents">): number {
  const split = splitItemPrice(description.priceCents);
  return description.kind === "review" ? split.reviewer : split.producer;
}

export interface TaskMedia {
  url: string;
  content_type: string;
  duration_seconds: number;
  name: string;
}

export function presentTask(task: TaskRow, description: DescriptionRow, media: TaskMedia, unacknowledged: number): ProductionTask {
  return {
    task_id: task.id,
    description_id: description.id,
    team_id: task.teamId,
    producer_id: task.producerId,
    kind: description.kind as ProductionTask["kind"],
    language: description.language,
    state: task.state as ProductionTask["state"],
    deadline_unix: unix(task.deadlineAt)!,
    extended: task.extended,
    media,
    segments: task.segments,
    earning_cents: taskEarningCents(description),
    reviews_task_id: description.reviewsTaskId,
    unacknowledged_feedback: unacknowledged,
    created_at_unix: unix(task.createdAt)!,
    submitted_at_unix: unix(task.submittedAt),
    finished_at_unix: unix(task.finishedAt),
  };
}
