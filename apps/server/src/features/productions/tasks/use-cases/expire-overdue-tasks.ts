import { descriptionStateAfter } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { findOverdueTasks, moveDescriptionState, moveTaskState } from "../repo";

/** Claims expired at once, at most (the rest on the next call). */
const BATCH = 100;

/**
 * Claims past their deadline expire and give their work back (the description open again for any
 * producer). Run before claims and listings read the work, so what they see is true.
 */
export async function expireOverdueTasks(deps: Pick<AppDeps, "db">, now = new Date()): Promise<number> {
  let expired = 0;
  for (const task of await findOverdueTasks(deps.db, now, BATCH)) {
    await deps.db.transaction(async (tx) => {
      const moved = await moveTaskState(tx, task.id, ["claimed", "returned"], "expired", { finishedAt: now });
      if (!moved) return;
      await moveDescriptionState(tx, task.descriptionId, ["claimed"], descriptionStateAfter("expired"));
      expired++;
    });
  }
  return expired;
}
