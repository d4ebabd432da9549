import { nextSampleTrim } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { updateVoiceSampleRow } from "#features/voices/voices/repo";
import { requirePvcSample } from "./require-pvc-voice";

/**
 * POST /v1/voices/pvc/{voice_id}/samples/{sample_id}: picks the speakers to train on (from a
 * completed separation), trims (`trim_start_time`/`trim_end_time` in milliseconds, as the SDK
 * documents; kept in seconds), renames, or marks it for
 * noise removal.
 */
export async function updatePvcSample(
  deps: Pick<AppDeps, "db">,
  principal: Principal,
  voiceId: string,
  sampleId: string,
  body: { remove_background_noise?: boolean; selected_speaker_ids?: string[] | null; trim_start_time?: number | null; trim_end_time?: number | null; file_name?: string | null },
): Promise<void> {
  const { voice, sample } = await requirePvcSample(deps, principal, voiceId, sampleId);
  if (voice.pvcState === "training") throw new AppError("voice_not_editable", 409, "The voice is training: change its samples when it has finished.");
  if (body.selected_speaker_ids) {
    if (sample.separationStatus !== "completed" || !sample.speakers) {
      throw new AppError("invalid_request", 400, "Separate the sample's speakers first (POST …/separate-speakers), then pick among them.");
    }
    const known = new Set(sample.speakers.map((s) => s.speakerId));
    const unknown = body.selected_speaker_ids.filter((id) => !known.has(id));
    if (unknown.length) throw new ValidationError([{ loc: ["body", "selected_speaker_ids"], msg: `Unknown speakers: ${unknown.join(", ")}. This sample has ${[...known].join(", ")}.`, type: "value_error" }]);
  }
  const trim = nextSampleTrim({ start: sample.trimStart, end: sample.trimEnd }, { startMs: body.trim_start_time, endMs: body.trim_end_time }, sample.durationSecs);
  if ("error" in trim) {
    const field = body.trim_end_time !== undefined ? "trim_end_time" : "trim_start_time";
    throw new ValidationError([{ loc: ["body", field], msg: trim.error, type: "value_error" }]);
  }
  await updateVoiceSampleRow(deps.db, voice.id, sample.id, {
    ...(body.remove_background_noise !== undefined ? { removeBackgroundNoise: body.remove_background_noise } : {}),
    ...(body.selected_speaker_ids !== undefined ? { selectedSpeakerIds: body.selected_speaker_ids } : {}),
    ...(body.file_name ? { fileName: body.file_name } : {}),
    trimStart: trim.ok.start,
    trimEnd: trim.ok.end,
  });
}
