import type { FineTuning, ResolvedVoiceSettings, Voice, VoiceSample, VoiceSharing } from "@vocable/contract";
import { trimMilliseconds } from "@vocable/domain";
import { DEFAULT_MODEL_ID } from "@vocable/speech";
import type { VoiceMethod } from "#db/schema/index";
import { previewUrl } from "./presenter";
import type { VoiceRow, VoiceSampleRow } from "./repo";

/** The label every workspace voice carries saying what it is made of (the web app's badge reads it). */
export const METHOD_LABEL_KEY = "vocable_method";

/** What each way of making a voice is, said where the voice appears (description note, fine_tuning message). */
export const METHOD_NOTES: Record<VoiceMethod, string> = {
  cloned: "Cloned by a voice-cloning engine from its samples.",
  approximation:
    "Approximation: no cloning engine installed. This voice is the nearest built-in voice, reshaped (pitch, rate, formants) to its samples; it is not a clone of the speaker.",
  designed: "Designed by a voice-design engine from its description.",
  parametric: "Parametric design: no voice-design engine installed. Built from its description's words on the built-in formant engine.",
  fine_tuned: "Fine-tuned on its samples by a trainable engine.",
  embedded_profile:
    "Embedded profile: no trainable engine installed. Built from all its samples as the nearest built-in voice, reshaped to them; it is not a trained model of the speaker.",
};

/**
 * The owner's own description from one a client read and sends back: the note the API appends
 * (see presentWorkspaceVoice) comes off, so an edit round-trip does not store it twice.
 */
export function stripMethodNote(description: string | null | undefined): string | null {
  if (!description) return null;
  let text = description;
  for (const note of Object.values(METHOD_NOTES)) {
    const at = text.indexOf(note);
    if (at >= 0) text = text.slice(0, at);
  }
  return text.trim() || null;
}

const STATE_BY_PVC: Record<string, FineTuning["state"][string]> = {
  created: "not_started",
  samples_ready: "not_started",
  verified: "not_started",
  training: "fine_tuning",
  fine_tuned: "fine_tuned",
  failed: "failed",
};

export function presentSample(row: VoiceSampleRow): VoiceSample {
  return {
    sample_id: row.id,
    file_name: row.fileName,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    hash: row.hash,
    duration_secs: row.durationSecs,
    remove_background_noise: row.removeBackgroundNoise,
    has_isolated_audio: row.removeBackgroundNoise,
    has_isolated_audio_preview: false,
    // Milliseconds, the unit the SDK sets them in (trim_start_time / trim_end_time).
    trim_start: trimMilliseconds(row.trimStart),
    trim_end: trimMilliseconds(row.trimEnd),
    speaker_separation:
      row.separationStatus === "not_started"
        ? null
        : {
            voice_id: row.voiceId,
            sample_id: row.id,
            status: row.separationStatus as "pending",
            speakers: row.speakers
              ? Object.fromEntries(row.speakers.map((s) => [s.speakerId, { speaker_id: s.speakerId, duration_secs: s.durationSecs, utterances: s.segments }]))
              : null,
            selected_speaker_ids: row.selectedSpeakerIds,
          },
  };
}

function presentFineTuning(row: VoiceRow, modelId: string, samples: VoiceSampleRow[]): FineTuning {
  const professional = row.category === "professional";
  const state = professional ? (STATE_BY_PVC[row.pvcState ?? "created"] ?? "not_started") : row.method === "cloned" || row.method === "designed" ? "fine_tuned" : "not_started";
  const attempts = row.verificationAttempts;
  return {
    is_allowed_to_fine_tune: professional && (row.pvcState === "verified" || row.pvcState === "failed" || row.pvcState === "fine_tuned"),
    state: { [modelId]: state },
    verification_failures: attempts.filter((a) => !a.accepted).map((a) => `The recording did not match (similarity ${a.similarity ?? "n/a"}, text distance ${a.levenshteinDistance ?? "n/a"}).`),
    verification_attempts_count: attempts.length,
    manual_verification_requested: row.manualVerificationRequestedAt !== null,
    language: row.language,
    progress: row.trainingProgress === null ? {} : { [modelId]: row.trainingProgress },
    message: { [modelId]: [row.trainingMessage, row.note ?? METHOD_NOTES[row.method]].filter(Boolean).join(" ") },
    dataset_duration_seconds: samples.length > 0 ? Math.round(samples.reduce((sum, s) => sum + s.durationSecs, 0) * 100) / 100 : null,
    verification_attempts: attempts.map((a) => ({ text: a.recognized, date_unix: a.dateUnix, accepted: a.accepted, similarity: a.similarity ?? 0, levenshtein_distance: a.levenshteinDistance ?? 0 })),
    slice_ids: null,
    max_verification_attempts: professional ? 5 : null,
  };
}

/** A workspace voice in the ElevenLabs Voice shape; `origin` is PUBLIC_URL. */
export function presentWorkspaceVoice(
  row: VoiceRow,
  opts: { origin: string; settings: ResolvedVoiceSettings | null; samples: VoiceSampleRow[]; viewerId: string; modelId?: string; collectionIds?: string[]; sharing?: VoiceSharing | null },
): Voice {
  const modelId = opts.modelId ?? DEFAULT_MODEL_ID;
  const preview = row.rendering.kind === "none" ? null : previewUrl(opts.origin, row.id);
  const note = METHOD_NOTES[row.method];
  return {
    voice_id: row.id,
    name: row.name,
    category: row.category as Voice["category"],
    // The note says what the voice is made of wherever a client shows the description.
    description: row.description ? `${row.description}\n\n${note}` : note,
    labels: { ...row.labels, language: row.labels.language ?? row.language, [METHOD_LABEL_KEY]: row.method },
    preview_url: preview,
    settings: opts.settings,
    available_for_tiers: [],
    high_quality_base_model_ids: [],
    verified_languages: [{ language: row.language, model_id: modelId, accent: row.labels.accent ?? null, locale: null, preview_url: preview }],
    safety_control: (row.safetyControl as Voice["safety_control"]) ?? null,
    is_owner: row.createdBy === opts.viewerId,
    is_legacy: false,
    created_at_unix: Math.floor(row.createdAt.getTime() / 1000),
    samples: opts.samples.map(presentSample),
    fine_tuning: presentFineTuning(row, modelId, opts.samples),
    sharing: opts.sharing ?? null,
    voice_verification: {
      requires_verification: row.requiresVerification,
      is_verified: row.isVerified,
      verification_failures: row.verificationAttempts.filter((a) => !a.accepted).map(() => "The recording did not match."),
      verification_attempts_count: row.verificationAttempts.length,
      language: row.language,
    },
    collection_ids: opts.collectionIds ?? [],
    is_mixed: false,
  };
}
