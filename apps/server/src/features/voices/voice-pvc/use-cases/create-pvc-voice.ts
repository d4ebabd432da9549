import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { requireCapability } from "#features/billing/subscriptions/use-cases/require-capability";
import { updateVoiceRow } from "#features/voices/voices/repo";
import { requireVoiceLimit } from "#features/voices/voices/use-cases/check-voice-limits";
import { recordNewVoice } from "#features/voices/voices/use-cases/record-new-voice";
import { requirePvcVoice } from "./require-pvc-voice";

type Labels = Record<string, string | null> | null | undefined;
const cleanLabels = (labels: Labels) => Object.fromEntries(Object.entries(labels ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"));

/**
 * POST /v1/voices/pvc: a professional voice, empty (state created), when the plan includes
 * professional cloning (the capability table: Creator and above). It takes a professional slot
 * at once (spec §9: 0 on free and starter, 1 on creator, pro and scale, 3 on business) and counts
 * against the add/edit counter; it speaks once it has been trained.
 */
export async function createPvcVoice(
  deps: Pick<AppDeps, "db" | "jobs" | "log">,
  principal: Principal,
  body: { name: string; language: string; description?: string | null; labels?: Labels },
): Promise<{ voiceId: string }> {
  await requireCapability(deps.db, principal.workspaceId, "professionalVoiceCloning");
  await requireVoiceLimit(deps.db, principal.workspaceId, { kind: "add", professional: true });
  const voiceId = newId();
  await recordNewVoice(
    deps,
    principal,
    {
      id: voiceId,
      name: body.name,
      description: body.description ?? null,
      labels: cleanLabels(body.labels),
      category: "professional",
      language: body.language.toLowerCase(),
      method: "embedded_profile",
      rendering: { kind: "none" },
      pvcState: "created",
      // Professional voices are verified with a captcha recording before they train (spec §5).
      requiresVerification: true,
    },
    { professional: true },
  );
  return { voiceId };
}

/** POST /v1/voices/pvc/{voice_id}: name, language, description, labels. */
export async function updatePvcVoice(
  deps: Pick<AppDeps, "db">,
  principal: Principal,
  voiceId: string,
  body: { name?: string; language?: string; description?: string | null; labels?: Labels },
): Promise<void> {
  const row = await requirePvcVoice(deps, principal, voiceId);
  await updateVoiceRow(deps.db, principal.workspaceId, row.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.language !== undefined ? { language: body.language.toLowerCase() } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.labels !== undefined ? { labels: cleanLabels(body.labels) } : {}),
  });
}
