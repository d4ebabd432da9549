import type { Voice } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";
import { listVoices } from "../catalogue";
import { DEFAULT_VOICE_SETTINGS } from "../default-settings";
import { presentVoice } from "../presenter";
import { listVoiceSamples, listVoiceSettings } from "../repo";
import { listVoicePage } from "../voice-page-repo";
import { presentSharing } from "#features/voices/voice-library/presenter";
import { findSharedVoices } from "#features/voices/voice-library/repo";
import { presentWorkspaceVoice } from "../workspace-voice-presenter";
import type { FoundVoice } from "./find-voice";
import type { ListedVoice } from "./search-voices";

/** Most workspace voices GET /v1/voices lists (it has no pages); /v2/voices pages through any number. */
const V1_WORKSPACE_VOICES = 1000;

/**
 * GET /v1/voices: the workspace voices the caller sees, newest first, then the catalogue; with
 * `showLegacy`, then the aliases of ElevenLabs' premade voice ids (marked `is_legacy`).
 */
export async function listAllVoices(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, showLegacy = false): Promise<ListedVoice[]> {
  const viewer = await shareViewerOf(deps.db, principal);
  const rows = await listVoicePage(deps.db, viewer, { order: "created", direction: "desc", limit: V1_WORKSPACE_VOICES, own: true, copies: true, shared: true }, null);
  const catalogue = [...listVoices(deps.speech.voices), ...(showLegacy ? deps.speech.voices.aliases() : [])];
  return [...rows.map(({ row }) => ({ kind: "workspace" as const, row })), ...catalogue.map((voice) => ({ kind: "catalogue" as const, voice }))];
}

/** Voices as the workspace sees them: each with the workspace's settings, a workspace voice with its samples. */
export async function presentListed(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, origin: string, voices: readonly ListedVoice[]): Promise<Voice[]> {
  const settings = await listVoiceSettings(deps.db, principal.workspaceId);
  const rows = voices.flatMap((v) => (v.kind === "workspace" ? [v.row] : []));
  const samples = await listVoiceSamples(deps.db, rows.map((r) => r.id));
  // Library listings: a voice's own, or for a copy its original's.
  const shared = new Map((await findSharedVoices(deps.db, rows.map((r) => r.copiedFromVoiceId ?? r.id))).map((s) => [s.voiceId, s]));
  return voices.map((v) => {
    if (v.kind === "catalogue") return presentVoice(v.voice, origin, settings.get(v.voice.voiceId) ?? DEFAULT_VOICE_SETTINGS);
    return presentWorkspaceVoice(v.row, {
      origin,
      settings: settings.get(v.row.id) ?? DEFAULT_VOICE_SETTINGS,
      samples: samples.filter((s) => s.voiceId === v.row.id),
      viewerId: principal.userId,
      modelId: modelIdOf(deps, v.row.rendering),
      sharing: presentSharing(v.row, shared.get(v.row.copiedFromVoiceId ?? v.row.id)),
    });
  });
}

/** The model a workspace voice speaks with: its engine's, or the embedded default. */
function modelIdOf(deps: Pick<AppDeps, "speech">, rendering: { kind: string; engineId?: string }): string | undefined {
  return rendering.engineId ? deps.speech.resolveModel(rendering.engineId)?.modelId : undefined;
}

export async function presentOne(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, origin: string, found: FoundVoice): Promise<Voice> {
  const [voice] = await presentListed(deps, principal, origin, [found.kind === "catalogue" ? found : { kind: "workspace", row: found.row }]);
  return voice!;
}
