import type { AppDeps } from "#platform/app-env";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { presentDub } from "../presenter";
import { findDubById } from "../repo";

/** The dub's end told: the member's bell, and the workspace's dubbing.completed / dubbing.failed webhooks. */
export async function announceDub(deps: Pick<AppDeps, "db" | "jobs" | "log">, dubId: string): Promise<void> {
  let deliveries: string[] = [];
  await deps.db.transaction(async (tx) => {
    const dub = await findDubById(tx, dubId);
    if (!dub || (dub.status !== "dubbed" && dub.status !== "failed")) return;
    const done = dub.status === "dubbed";
    await notifyUser(tx, dub.userId, {
      severity: done ? "success" : "error",
      title: done ? "Dub ready" : "Dubbing failed",
      description: done ? `${dub.name} is dubbed into ${dub.targetLanguages.join(", ")}.` : `${dub.name}: ${dub.error ?? "the dub failed"} Its characters were given back.`,
      needsAttention: !done,
      event: done ? "dubbing.completed" : "dubbing.failed",
    });
    deliveries = await recordWorkspaceEvent(tx, dub.workspaceId, done ? "dubbing.completed" : "dubbing.failed", { dubbing: presentDub(dub) });
  });
  await queueWebhookDeliveries(deps, deliveries);
}
