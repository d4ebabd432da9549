import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { listVoiceSamples, recordVoiceAddEdit, insertVoiceSamples, updateVoiceRow } from "../repo";
import { buildVoiceRendering } from "./build-voice-rendering";
import { requireVoiceLimit } from "./check-voice-limits";
import { requireWorkspaceVoice } from "./find-voice";
import { prepareVoiceSamples, SAMPLE_RATE } from "./prepare-voice-samples";
import type { VoiceForm } from "./read-voice-form";
import { forgetReference } from "./resolve-speaking-voice";
import { storeVoiceSamples, voiceLanguage } from "./store-voice-samples";
import { readSamplePcm } from "./read-sample-pcm";
import { stripMethodNote } from "../workspace-voice-presenter";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";
import { requireCapability } from "#features/billing/subscriptions/use-cases/require-capability";

/**
 * POST /v1/voices/{id}/edit: name, description and labels replaced; files, when sent, are added
 * to the voice's samples and the voice is built again from all of them (a cloned voice's new
 * reference, or a new approximation). Counts against the monthly add/edit counter.
 */
export async function editVoice(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "config" | "log">,
  principal: Principal,
  voiceId: string,
  { fields, form }: VoiceForm,
  signal?: AbortSignal,
): Promise<void> {
  const { row } = await requireWorkspaceVoice(deps, principal, voiceId, "change");
  if (row.copiedFromVoiceId && form.files.length > 0) {
    throw new AppError("voice_not_editable", 400, "This voice is a copy of a voice library voice: its name, description and labels can change, its samples cannot.");
  }
  // New samples for a cloned voice clone it again: the plan must include instant cloning.
  if (row.category === "cloned" && form.files.length > 0) await requireCapability(deps.db, principal.workspaceId, "instantVoiceCloning");
  await requireVoiceLimit(deps.db, principal.workspaceId, { kind: "edit", professional: row.category === "professional" });
  const language = fields.labels?.language ? voiceLanguage(fields.labels) : row.language;
  const rebuildable = row.category === "cloned" && !row.copiedFromVoiceId;
  const prepared = form.files.length > 0 ? await prepareVoiceSamples(deps, form.files, { denoise: fields.remove_background_noise, signal, checkSpeech: false }) : [];
  let rebuilt: Awaited<ReturnType<typeof buildVoiceRendering>> | null = null;
  if (rebuildable && (prepared.length > 0 || language !== row.language)) {
    // The voice is rebuilt from its newest samples first, a few minutes at most (see train-pvc.ts).
    const existing: Int16Array[] = [];
    let seconds = prepared.reduce((sum, p) => sum + p.samples.length / SAMPLE_RATE, 0);
    for (const sample of (await listVoiceSamples(deps.db, [row.id])).reverse()) {
      if (seconds >= 3 * 60) break;
      existing.push(await readSamplePcm(deps, sample.storageKey, SAMPLE_RATE, signal));
      seconds += sample.durationSecs;
    }
    rebuilt = await buildVoiceRendering(deps, { workspaceId: principal.workspaceId, voiceId, samples: [...prepared.map((p) => p.samples), ...existing], language, signal });
  }
  const stored = await storeVoiceSamples(deps, principal.workspaceId, voiceId, prepared, rebuilt?.reference);
  try {
    await deps.db.transaction(async (tx) => {
      await lockWorkspace(tx, principal.workspaceId);
      await requireVoiceLimit(tx, principal.workspaceId, { kind: "edit", professional: row.category === "professional" });
      await insertVoiceSamples(tx, stored.rows);
      await updateVoiceRow(tx, principal.workspaceId, voiceId, {
        name: fields.name,
        // Omitted fields stay as they are; a description sent back as read loses the API's note.
        description: fields.description === undefined ? row.description : stripMethodNote(fields.description),
        labels: fields.labels ?? row.labels,
        language,
        ...(rebuilt ? { method: rebuilt.method, rendering: rebuilt.rendering, similarity: rebuilt.similarity, note: rebuilt.note } : {}),
      });
      await recordVoiceAddEdit(tx, principal.workspaceId, voiceId);
    });
  } catch (err) {
    await stored.remove();
    throw err;
  }
  if (rebuilt && row.rendering.kind === "reference") {
    forgetReference(row.rendering.referenceKey);
    await deps.storage.delete(row.rendering.referenceKey).catch(() => {});
  }
}
