import type { AppDeps, Principal } from "../../../platform/app-env";
import { requireInstanceAdmin } from "../../instance-admin/policy";
import { findVoiceRowAnywhere, updateVoiceRow } from "../repo";
import { voiceNotFound } from "./find-voice";

/**
 * An operator (ADMIN_EMAILS) puts a voice of any workspace under CAPTCHA (the web app asks its
 * users to confirm before using it) or BAN (it cannot generate), or lifts the control (spec §4).
 */
export async function setVoiceSafetyControl(
  deps: Pick<AppDeps, "db" | "config">,
  principal: Principal,
  voiceId: string,
  control: "CAPTCHA" | "BAN" | null,
): Promise<{ voice_id: string; safety_control: "CAPTCHA" | "BAN" | null }> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const row = await findVoiceRowAnywhere(deps.db, voiceId);
  if (!row) throw voiceNotFound(voiceId);
  await updateVoiceRow(deps.db, row.workspaceId, row.id, { safetyControl: control });
  return { voice_id: row.id, safety_control: control };
}
