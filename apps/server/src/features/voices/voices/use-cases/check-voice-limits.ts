import { addEditPeriodStart, voiceLimitMessage, voiceLimitProblem, type VoiceSlotUse } from "@vocable/domain";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { getWorkspace, type WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { countVoiceUse } from "../repo";

/**
 * The workspace's voice slots and this month's add/edit counter (GET /v1/user/subscription reports
 * them). A caller that has the workspace row already passes it.
 */
export async function readVoiceSlotUse(db: Db, workspaceId: string, now = new Date(), workspace?: WorkspaceRow): Promise<VoiceSlotUse> {
  const [ws, use] = await Promise.all([workspace ?? getWorkspace(db, workspaceId), countVoiceUse(db, workspaceId, addEditPeriodStart(now))]);
  return voiceSlotUseOf(ws, use);
}

/** The slot use from the workspace's limits and its counts (countVoiceUse's, or voiceUseSql's read with other things). */
export function voiceSlotUseOf(ws: Pick<WorkspaceRow, "voiceLimit" | "professionalVoiceLimit"> | null, use: { custom: number; professional: number; addEdits: number }): VoiceSlotUse {
  return {
    customVoices: use.custom,
    voiceLimit: ws?.voiceLimit ?? 0,
    professionalVoices: use.professional,
    professionalVoiceLimit: ws?.professionalVoiceLimit ?? 0,
    addEditsThisMonth: use.addEdits,
  };
}

/**
 * Refuses with the ElevenLabs error (400 voice_limit_reached, professional_voice_limit_reached,
 * voice_add_edit_limit_reached) when the change would pass a limit. Called once before the work
 * (so a refused request costs nothing) and again inside the transaction that records the change,
 * under the workspace's lock (so two requests at the edge cannot both pass).
 */
export async function requireVoiceLimit(db: Db, workspaceId: string, change: { kind: "add" | "edit"; professional: boolean }): Promise<void> {
  const use = await readVoiceSlotUse(db, workspaceId);
  const problem = voiceLimitProblem(use, change);
  if (problem) throw new AppError(problem, 400, voiceLimitMessage(problem, use));
}
