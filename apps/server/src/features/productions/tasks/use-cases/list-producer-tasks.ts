import type { AppDeps, Principal } from "#platform/app-env";
import { encodeKeysetToken, readKeysetToken } from "#platform/keyset-token";
import { requireProducer } from "../policy";
import { producerTasksSelect } from "../repo";
import { expireOverdueTasks } from "./expire-overdue-tasks";
import { presentProducerTask } from "./get-task";

const VIEWS = { active: ["claimed", "returned", "submitted", "in_review"], history: ["accepted", "revoked", "expired", "cancelled"] } as const;

/** GET /v1/productions/producers/{user_id}/tasks: the producer's work now (/active) or finished (/history), newest first, keyset pages. */
export async function listProducerTasks(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string, q: { view: "active" | "history"; page_size: number; page_token?: string }) {
  await requireProducer(deps, principal, userId);
  await expireOverdueTasks(deps);
  const after = readKeysetToken(q.page_token);
  const rows = await producerTasksSelect(deps.db, userId, VIEWS[q.view], after, q.page_size + 1);
  const page = rows.slice(0, q.page_size);
  const more = rows.length > q.page_size;
  const tasks = await Promise.all(page.map(async (r) => {
    const { segments: _, ...task } = await presentProducerTask(deps, r.row);
    return task;
  }));
  return { tasks, has_more: more, next_page_token: more ? encodeKeysetToken(page.at(-1)!.createdText, page.at(-1)!.row.id) : null };
}
