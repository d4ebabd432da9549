import type { TextToSpeechRequest } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { beginGeneration } from "#features/speech/generations/use-cases/begin-generation";
import type { Charge } from "#features/workspaces/workspaces/use-cases/charge-characters";
import type { SpeechPlan } from "./plan-speech";

/** A generation admitted and charged: its id, and where its audio is kept when it is logged. */
export interface AdmittedSpeech {
  /** The generation's id; also its history item's id when logging is on. */
  id: string;
  /** `enable_logging`: the audio is kept as a history item. */
  logging: boolean;
  storageKey: string;
  /** The workspace's character count before and after this charge. */
  charge: Charge;
}

/**
 * The second step: admits the planned generation (the tier's concurrency, the API key's limit)
 * and charges it, recording it in the generation ledger with the history item it becomes when
 * it is delivered (see generations/use-cases/begin-generation.ts).
 */
export async function admitSpeech(
  deps: Pick<AppDeps, "db" | "metrics" | "generations">,
  principal: Principal,
  plan: SpeechPlan,
  input: {
    body: Pick<TextToSpeechRequest, "text" | "model_id">;
    logging: boolean;
    requestId: string;
    /** A dialogue's lines, kept on its history item. */
    dialogue?: { text: string; voice_id: string; voice_name: string }[];
  },
): Promise<AdmittedSpeech> {
  const { voice, model, format } = plan;
  const id = newId();
  const storageKey = `history/${principal.workspaceId}/${id}.${format.extension}`;
  const requestedModelId = input.body.model_id || model.modelId;
  const charge = await beginGeneration(deps.db, {
    id,
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    apiKeyId: principal.apiKeyId,
    cost: plan.cost,
    voiceId: voice.voiceId,
    modelId: requestedModelId,
    instanceId: deps.generations.instanceId,
    leaseMs: deps.generations.leaseMs,
    item: (charge) =>
      input.logging
        ? {
            id,
            workspaceId: principal.workspaceId,
            userId: principal.userId,
            requestId: input.requestId,
            voiceId: voice.voiceId,
            voiceName: voice.name,
            voiceCategory: voice.category,
            modelId: model.modelId,
            requestedModelId,
            text: input.body.text,
            settings: plan.settings,
            source: "TTS",
            outputFormat: format.id,
            contentType: format.contentType,
            storageKey,
            characterCountChangeFrom: charge.from,
            characterCountChangeTo: charge.to,
            dialogue: input.dialogue ?? null,
          }
        : null,
  });
  deps.metrics.charactersCharged.inc(plan.cost);
  return { id, logging: input.logging, storageKey, charge };
}
