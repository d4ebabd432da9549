import type { ResolvedVoiceSettings } from "@vocable/contract";
import type { OutputFormat } from "@vocable/speech";
import type { PendingHistoryItem } from "#db/schema/index";
import type { Principal } from "#platform/app-env";
import type { Charge } from "#features/workspaces/workspaces/use-cases/charge-characters";
import type { SpeakingVoice } from "#features/voices/voices/use-cases/resolve-speaking-voice";

/** Where a conversion's audio is kept: the result in the asked format, the original as FLAC. */
export function conversionKeys(workspaceId: string, id: string, format: OutputFormat): { result: string; source: string } {
  return { result: `history/${workspaceId}/${id}.${format.extension}`, source: `history/${workspaceId}/${id}.source.flac` };
}

/**
 * The history item of a conversion (source STS): its text is empty until the engine says what the
 * converted audio says (see ConvertedSpeech.text).
 */
export function conversionItem(input: {
  id: string;
  charge: Charge;
  principal: Principal;
  requestId: string;
  voice: SpeakingVoice;
  modelId: string;
  requestedModelId: string;
  settings: ResolvedVoiceSettings;
  format: OutputFormat;
}): PendingHistoryItem {
  const { id, charge, principal, voice, format } = input;
  const keys = conversionKeys(principal.workspaceId, id, format);
  return {
    id,
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    requestId: input.requestId,
    voiceId: voice.voiceId,
    voiceName: voice.name,
    voiceCategory: voice.category,
    modelId: input.modelId,
    requestedModelId: input.requestedModelId,
    text: "",
    settings: input.settings,
    source: "STS",
    outputFormat: format.id,
    contentType: format.contentType,
    storageKey: keys.result,
    sourceStorageKey: keys.source,
    characterCountChangeFrom: charge.from,
    characterCountChangeTo: charge.to,
  };
}
