import { randomInt } from "node:crypto";
import type { VoiceDesignPreviewResponse, VoiceDesignRequest } from "@vocable/contract";
import { autoDesignText, designVoice, encodeAll, findPremadeVoice, parseOutputFormat, remixVoice, type EmbeddedRendering } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { canUseOutputFormat } from "@vocable/domain";
import { requireCapability, requireOutputFormat } from "#features/billing/subscriptions/use-cases/require-capability";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import type { VoiceRow } from "#features/voices/voices/repo";
import { insertGeneratedVoices } from "../repo";

/** Previews per call, as ElevenLabs gives. */
export const PREVIEWS_PER_CALL = 3;

/**
 * The preview's level: `loudness` -1..1 (ElevenLabs' default 0.5) maps to a speech level of
 * -30..-14 dBFS RMS, never clipping.
 */
export function applyLoudness(samples: Int16Array, loudness: number): Int16Array {
  let sum = 0;
  let peak = 1;
  for (const s of samples) {
    sum += s * s;
    peak = Math.max(peak, Math.abs(s));
  }
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms === 0) return samples;
  const targetRms = 32768 * 10 ** ((-22 + 8 * loudness) / 20);
  const gain = Math.min(targetRms / rms, 32767 / peak);
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.round(samples[i]! * gain);
  return out;
}

/**
 * The previews' format when the request names none: ElevenLabs' mp3_44100_192 where the plan has
 * 192 kbps audio (Creator and above), else mp3_44100_128; a format asked for is checked against the plan.
 */
async function defaultDesignFormat(deps: Pick<AppDeps, "db">, workspaceId: string): Promise<string> {
  const tier = (await getWorkspace(deps.db, workspaceId))?.tier ?? "free";
  return canUseOutputFormat(tier, "mp3_44100_192") ? "mp3_44100_192" : "mp3_44100_128";
}

/**
 * Voice design (POST /v1/text-to-voice/design and /create-previews) and remix
 * (/{voice_id}/remix): three previews of the description, each kept a day under its
 * generated_voice_id. No engine here designs voices from text, so each preview is a parametric
 * design on the built-in formant engine (its description's words for gender, age, accent, pitch,
 * pace and tone), one per seed: the same seed gives the same voice, another seed another one.
 */
export async function designPreviews(
  deps: Pick<AppDeps, "db" | "speech" | "storage">,
  principal: Principal,
  body: VoiceDesignRequest,
  outputFormat: string | undefined,
  remixOf?: VoiceRow,
): Promise<VoiceDesignPreviewResponse> {
  await requireCapability(deps.db, principal.workspaceId, "voiceDesign");
  const formatId = outputFormat ?? (await defaultDesignFormat(deps, principal.workspaceId));
  await requireOutputFormat(deps.db, principal.workspaceId, formatId);
  const format = parseOutputFormat(formatId)!;
  if (remixOf && remixOf.rendering.kind !== "embedded") {
    throw new AppError(
      "voice_not_editable",
      400,
      `The voice ${remixOf.name} is spoken by a cloning engine; remixing by description works on voices of the built-in engines (designed voices and approximations).`,
    );
  }
  const seed = body.seed ?? randomInt(0, 2 ** 32 - PREVIEWS_PER_CALL);
  const designs = Array.from({ length: PREVIEWS_PER_CALL }, (_, i) => {
    const s = (seed + i) >>> 0;
    if (remixOf) {
      const remix = remixVoice(remixOf.rendering as EmbeddedRendering, body.voice_description, s);
      return { rendering: remix.rendering, labels: remixOf.labels, summary: remix.summary };
    }
    const design = designVoice({ description: body.voice_description, seed: s });
    const { gender, age, accent } = design.traits;
    return { rendering: design.rendering, labels: { gender, age, accent, descriptive: design.traits.tone.join(", ") }, summary: design.summary };
  });
  const language = designs[0]!.rendering.language ?? findPremadeVoice(designs[0]!.rendering.baseVoiceId)?.language ?? "en";
  const text = body.text ?? autoDesignText(language);
  const previews: VoiceDesignPreviewResponse["previews"] = [];
  const rows: Parameters<typeof insertGeneratedVoices>[1] = [];
  for (const design of designs) {
    const id = newId();
    const result = await deps.speech.synthesize({ text, voiceId: id, rendering: design.rendering, owner: principal.workspaceId });
    const audio = await encodeAll(format, applyLoudness(result.samples, body.loudness), result.sampleRate);
    const durationSecs = Math.round((result.samples.length / result.sampleRate) * 1000) / 1000;
    const audioKey = `voice-design/${principal.workspaceId}/${id}.${format.extension}`;
    await deps.storage.put(audioKey, audio, { contentType: format.contentType });
    // stream_previews: the ids only; the audio streams from GET /v1/text-to-voice/{generated_voice_id}/stream.
    previews.push({ audio_base_64: body.stream_previews ? "" : Buffer.from(audio).toString("base64"), generated_voice_id: id, media_type: format.contentType, duration_secs: durationSecs, language });
    rows.push({
      id,
      workspaceId: principal.workspaceId,
      userId: principal.userId,
      description: body.voice_description,
      text,
      language,
      method: "parametric",
      rendering: design.rendering,
      labels: Object.fromEntries(Object.entries(design.labels).filter(([, v]) => v)),
      remixOf: remixOf?.id ?? null,
      audioKey,
      mediaType: format.contentType,
      durationSecs,
    });
  }
  await insertGeneratedVoices(deps.db, rows);
  return { previews, text };
}
