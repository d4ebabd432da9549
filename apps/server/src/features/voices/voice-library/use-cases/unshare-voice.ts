import { APP_ROUTES } from "@vocable/domain";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { requireWorkspaceVoice } from "#features/voices/voices/use-cases/find-voice";
import { disableSharedVoice, findCopies, findSharedVoice, setCopiesSourceRemoved } from "../repo";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DELETE /v1/voices/{voice_id}/sharing: takes a voice out of the library. Nobody can copy it any
 * more; those who did keep their copy for the notice period, then it stops working. Each
 * workspace holding a copy is told through its `voice.library_removal_notice` webhooks.
 */
export async function unshareVoice(deps: Pick<AppDeps, "db" | "jobs" | "log">, principal: Principal, voiceId: string, now = new Date()): Promise<{ disableAt: Date; copies: number }> {
  const { row } = await requireWorkspaceVoice(deps, principal, voiceId, "share");
  const shared = await findSharedVoice(deps.db, row.id);
  if (!shared || shared.status === "disabled") throw new AppError("voice_not_found", 404, `The voice ${row.name} is not in the voice library.`);
  return removeFromLibrary(deps, shared.voiceId, shared.noticePeriodDays, now);
}

/** Disables the listing, ends its copies after the notice period and tells their workspaces (also used when the voice is deleted). */
export async function removeFromLibrary(deps: Pick<AppDeps, "db" | "jobs" | "log">, voiceId: string, noticePeriodDays: number, now = new Date()): Promise<{ disableAt: Date; copies: number }> {
  const disableAt = new Date(now.getTime() + noticePeriodDays * DAY_MS);
  const deliveries = await deps.db.transaction(async (tx) => {
    await disableSharedVoice(tx, voiceId, disableAt);
    await setCopiesSourceRemoved(tx, voiceId, disableAt);
    const ids: string[] = [];
    for (const copy of await findCopies(tx, voiceId)) {
      if (copy.createdBy) {
        await notifyUser(tx, copy.createdBy, {
          severity: "warning",
          title: `${copy.name} leaves the voice library`,
          description: `Its owner removed it from the library: your copy stops working on ${disableAt.toISOString().slice(0, 10)}.`,
          needsAttention: true,
          event: "voice.library_removal_notice",
          link: APP_ROUTES.voiceLab,
        });
      }
      ids.push(
        ...(await recordWorkspaceEvent(tx, copy.workspaceId, "voice.library_removal_notice", {
          voice_id: copy.id,
          voice_name: copy.name,
          original_voice_id: voiceId,
          disable_at_unix: Math.floor(disableAt.getTime() / 1000),
        })),
      );
    }
    return ids;
  });
  await queueWebhookDeliveries(deps, deliveries);
  return { disableAt, copies: (await findCopies(deps.db, voiceId)).length };
}
