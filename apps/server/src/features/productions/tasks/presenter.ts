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

/** What the customer asked of the work, from their item's request: its instructions, verbatim, SDH. */
export function briefOf(request: Record<string, unknown> | undefined): ProductionTask["brief"] {
  const r = request ?? {};
  return { instructions: typeof r.instructions === "string" && r.instructions ? r.instructions : null, verbatim: r.verbatim === true, sdh: r.sdh === true || r.captions_sdh === true };
}

export function presentTask(task: TaskRow, description: DescriptionRow, media: TaskMedia, unacknowledged: number, brief: ProductionTask["brief"]): ProductionTask {
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
    brief,
    reviews_task_id: description.reviewsTaskId,
    unacknowledged_feedback: unacknowledged,
    created_at_unix: unix(task.createdAt)!,
    submitted_at_unix: unix(task.submittedAt),
    finished_at_unix: unix(task.finishedAt),
  };
}
