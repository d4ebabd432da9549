import type { AppDeps, Principal } from "#platform/app-env";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
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

/**
 * An operator grants a voice's verification by hand (after a manual verification request with
 * documents, POST /v1/voices/pvc/{id}/verification), or withdraws it.
 */
export async function setVoiceVerification(
  deps: Pick<AppDeps, "db" | "config">,
  principal: Principal,
  voiceId: string,
  isVerified: boolean,
): Promise<{ voice_id: string; is_verified: boolean }> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const row = await findVoiceRowAnywhere(deps.db, voiceId);
  if (!row) throw voiceNotFound(voiceId);
  const pvcState = isVerified && (row.pvcState === "created" || row.pvcState === "samples_ready") ? "verified" : !isVerified && row.pvcState === "verified" ? "samples_ready" : row.pvcState;
  await updateVoiceRow(deps.db, row.workspaceId, row.id, { isVerified, pvcState, manualVerificationRequestedAt: null });
  return { voice_id: row.id, is_verified: isVerified };
}
