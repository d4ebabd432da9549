import type { Db } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { insertVoice, recordVoiceAddEdit, type NewVoiceRow, type NewVoiceSampleRow } from "../repo";
import { requireVoiceLimit } from "./check-voice-limits";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

/** A new voice of the caller's workspace: its row without the workspace and creator (the principal's). */
export type NewWorkspaceVoice = Omit<NewVoiceRow, "workspaceId" | "createdBy"> & { id: string; name: string; category: string };

/**
 * The one way a voice joins a workspace (instant cloning, a kept design preview, a professional
 * voice, a library copy): in one transaction under the workspace's lock, the voice limits are
 * checked again (the caller checked once before its work, so two requests at the edge cannot both
 * pass), the voice and its samples are inserted, the add counts against the month's add/edit
 * counter, `alsoInTransaction` runs (the caller's own effects: onboarding, the library's count),
 * and `voice.added` is recorded for the webhooks, which are queued after the commit.
 */
export async function recordNewVoice(
  deps: Pick<AppDeps, "db" | "jobs" | "log">,
  principal: Principal,
  voice: NewWorkspaceVoice,
  options: {
    professional?: boolean;
    samples?: NewVoiceSampleRow[];
    /** Fields the `voice.added` event carries after voice_id, name and category. */
    eventData?: Record<string, unknown>;
    alsoInTransaction?: (tx: Db) => Promise<void>;
  } = {},
): Promise<void> {
  const deliveries = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, principal.workspaceId);
    await requireVoiceLimit(tx, principal.workspaceId, { kind: "add", professional: options.professional ?? false });
    await insertVoice(tx, { ...voice, workspaceId: principal.workspaceId, createdBy: principal.userId }, options.samples ?? []);
    await recordVoiceAddEdit(tx, principal.workspaceId, voice.id);
    await options.alsoInTransaction?.(tx);
    return recordWorkspaceEvent(tx, principal.workspaceId, "voice.added", { voice_id: voice.id, name: voice.name, category: voice.category, ...options.eventData });
  });
  await queueWebhookDeliveries(deps, deliveries);
}
