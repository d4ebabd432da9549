import type { Voice } from "@vocable/contract";
import { completeOnboardingChecklistItem } from "#features/accounts/account/onboarding-checklist";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { requireCapability } from "#features/billing/subscriptions/use-cases/require-capability";
import { findVoiceRow } from "#features/voices/voices/repo";
import { requireVoiceLimit } from "#features/voices/voices/use-cases/check-voice-limits";
import { presentOne } from "#features/voices/voices/use-cases/present-voices";
import { recordNewVoice } from "#features/voices/voices/use-cases/record-new-voice";
import { METHOD_NOTES } from "#features/voices/voices/workspace-voice-presenter";
import { requireOwnPreview } from "../policy";

/**
 * POST /v1/text-to-voice: keeps a design preview as a voice of the workspace (category
 * generated), counted against its custom voices and add/edit counter; only the member who made
 * the preview may keep it (policy.ts). Completes the
 * `design_voice` onboarding item.
 */
export async function createVoiceFromPreview(
  deps: Pick<AppDeps, "db" | "speech" | "config" | "jobs" | "log">,
  principal: Principal,
  body: { voice_name: string; voice_description: string; generated_voice_id: string; labels?: Record<string, string | null> | null },
): Promise<Voice> {
  const preview = await requireOwnPreview(
    deps.db,
    principal,
    body.generated_voice_id,
    `No voice preview ${body.generated_voice_id} was found: previews are kept for 24 hours after they are made. Make new previews.`,
  );
  await requireCapability(deps.db, principal.workspaceId, "voiceDesign");
  await requireVoiceLimit(deps.db, principal.workspaceId, { kind: "add", professional: false });
  const voiceId = newId();
  const labels = { ...preview.labels, ...Object.fromEntries(Object.entries(body.labels ?? {}).filter((e): e is [string, string] => typeof e[1] === "string")) };
  await recordNewVoice(
    deps,
    principal,
    {
      id: voiceId,
      name: body.voice_name,
      description: body.voice_description,
      labels,
      category: "generated",
      language: preview.language,
      method: preview.method,
      rendering: preview.rendering,
      note: METHOD_NOTES[preview.method],
    },
    { alsoInTransaction: (tx) => completeOnboardingChecklistItem(tx, principal.userId, "design_voice") },
  );
  const row = await findVoiceRow(deps.db, principal.workspaceId, voiceId);
  return presentOne(deps, principal, deps.config.publicUrl, { kind: "workspace", row: row!, access: "creator" });
}
