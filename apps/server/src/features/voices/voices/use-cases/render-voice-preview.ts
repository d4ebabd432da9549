import { encodeAll, parseOutputFormat, previewTextFor } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import type { VoiceRow } from "../repo";
import { checkVoiceUsable, toVoiceRendering } from "./resolve-speaking-voice";

const PREVIEW_FORMAT = parseOutputFormat("mp3_44100_128")!;

/** A workspace voice's preview: its language's preview sentence spoken with its rendering, as MP3 44.1 kHz 128 kbps. */
export async function renderVoicePreview(deps: Pick<AppDeps, "speech" | "storage">, row: VoiceRow): Promise<Uint8Array> {
  checkVoiceUsable(row);
  const rendering = (await toVoiceRendering(deps, row.rendering))!;
  const result = await deps.speech.synthesize({ text: previewTextFor(row.language, row.name), voiceId: row.id, rendering, owner: row.workspaceId });
  return encodeAll(PREVIEW_FORMAT, result.samples, result.sampleRate);
}
