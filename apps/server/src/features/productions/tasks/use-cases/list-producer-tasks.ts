import type { AppDeps, Principal } from "#platform/app-env";
import { keysetLimit, keysetPage } from "#platform/keyset-page";
import { encodeKeysetToken, readKeysetToken } from "#platform/keyset-token";
import { requireProducer } from "../policy";
import { producerTasksSelect } from "../repo";
import { expireOverdueTasks } from "./expire-overdue-tasks";
import { presentProducerTasks } from "./get-task";

const VIEWS = { active: ["claimed", "returned", "submitted", "in_review"], history: ["accepted", "revoked", "expired", "cancelled"] } as const;

/**
 * GET /v1/productions/producers/{user_id}/tasks: the producer's work now (/active) or finished
 * (/history), newest first, keyset pages. A fixed number of queries a page: the page, then its
 * descriptions, media and feedback counts at once (presentProducerTasks).
 */
export async function listProducerTasks(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string, q: { view: "active" | "history"; page_size: number; page_token?: string }) {
  await requireProducer(deps, principal, userId);
  await expireOverdueTasks(deps);
  const after = readKeysetToken(q.page_token);
  const rows = await producerTasksSelect(deps.db, userId, VIEWS[q.view], after, keysetLimit(q.page_size));
  const page = keysetPage(rows, q.page_size, (last) => encodeKeysetToken(last.createdText, last.row.id));
  const tasks = (await presentProducerTasks(deps, page.rows.map((r) => r.row))).map(({ segments: _, ...task }) => task);
  return { tasks, has_more: page.hasMore, next_page_token: page.nextToken };
}
