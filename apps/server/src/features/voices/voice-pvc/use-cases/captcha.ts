import { createReadStream } from "node:fs";
import { randomInt } from "node:crypto";
import { compareSpeakers, concatSamples, decodeToPcm, fairRecognize, RECOGNITION_SAMPLE_RATE } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { checkAudioUpload } from "#platform/uploads/check-audio-upload";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { listVoiceSamples, updateVoiceRow } from "#features/voices/voices/repo";
import { sampleSpeech } from "./sample-audio";
import { SAMPLE_RATE } from "#features/voices/voices/use-cases/prepare-voice-samples";
import { requirePvcVoice } from "./require-pvc-voice";
import { requireWorkspaceVoice } from "#features/voices/voices/use-cases/find-voice";

/** Most captcha attempts of a voice; after them only a manual verification request remains. */
export const MAX_VERIFICATION_ATTEMPTS = 5;
/** The recording passes when at most this share of the sentence's words were missed or changed. */
export const MAX_CAPTCHA_WORD_ERROR = 0.5;
/** ...and its speaker sounds like the samples' (x-vector cosine similarity). */
export const MIN_CAPTCHA_SIMILARITY = 0.5;

/** Sentences of everyday words a recogniser hears well; one is handed out per captcha. */
const CAPTCHA_SENTENCES = [
  "the quick brown fox jumps over the lazy dog",
  "please call me back before the end of the day",
  "my voice is my own and I agree to this recording",
  "the river runs past the old mill near the bridge",
  "we will meet at the station at seven in the morning",
  "a cup of tea and a slice of bread for breakfast",
  "the children played in the garden until it was dark",
  "I have read the terms and I speak for myself",
];

/**
 * Which voices a captcha verifies: `/v1/voices/pvc/{id}/captcha` professional ones only;
 * `/v1/voices/{id}/captcha` (spec §7) any workspace voice made from samples (cloned or professional).
 */
export type CaptchaScope = "professional" | "sampled";

async function requireVerifiableVoice(deps: Pick<AppDeps, "db">, principal: Principal, voiceId: string, scope: CaptchaScope) {
  if (scope === "professional") return requirePvcVoice(deps, principal, voiceId);
  const { row } = await requireWorkspaceVoice(deps, principal, voiceId, "change");
  if (row.category !== "cloned" && row.category !== "professional") {
    throw new AppError("invalid_request", 400, `The voice ${row.name} is not made from recordings of a speaker: there is nothing to verify.`);
  }
  return row;
}

const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, " ").split(/\s+/).filter(Boolean);

/** Word-level edit distance between what was said and what was asked. */
export function wordDistance(heard: string, expected: string): number {
  const a = words(heard);
  const b = words(expected);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** GET /v1/voices/pvc/{voice_id}/captcha: a sentence for the voice's speaker to record (a new one each time). */
export async function getCaptcha(deps: Pick<AppDeps, "db">, principal: Principal, voiceId: string, scope: CaptchaScope = "professional"): Promise<{ text: string; voice_id: string }> {
  const row = await requireVerifiableVoice(deps, principal, voiceId, scope);
  const text = CAPTCHA_SENTENCES[randomInt(0, CAPTCHA_SENTENCES.length)]!;
  await updateVoiceRow(deps.db, principal.workspaceId, row.id, { captchaText: text });
  return { text, voice_id: row.id };
}

/**
 * POST /v1/voices/pvc/{voice_id}/captcha: the recording of the captcha sentence. It is heard by
 * the installed speech recogniser (the words must match the sentence, at most half of them
 * missed) and compared by speaker embedding with the voice's samples (the same speaker). Passing
 * verifies the voice; each attempt is recorded, at most five.
 */
export async function verifyCaptcha(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "config">,
  principal: Principal,
  voiceId: string,
  form: UploadForm,
  signal?: AbortSignal,
  scope: CaptchaScope = "professional",
): Promise<{ status: string }> {
  const row = await requireVerifiableVoice(deps, principal, voiceId, scope);
  if (row.isVerified) return { status: "ok" };
  if (!row.captchaText) throw new AppError("invalid_request", 400, "Ask for a captcha first (GET …/captcha), then record its sentence.");
  if (row.verificationAttempts.length >= MAX_VERIFICATION_ATTEMPTS) {
    throw new AppError("too_many_attempts", 429, `This voice has used its ${MAX_VERIFICATION_ATTEMPTS} verification attempts. Request a manual verification instead.`);
  }
  const samples = await listVoiceSamples(deps.db, [row.id]);
  if (samples.length === 0) throw new AppError("invalid_request", 400, "Add samples of the voice first: the recording is compared with them.");
  const recognizer = deps.speech.engines.recognizerFor(row.language);
  if (!recognizer) throw new AppError("no_speech_recognition_engine", 503, `No speech recognition engine for "${row.language}" is installed on this server, so the captcha cannot be checked. Request a manual verification instead.`);
  const audio = await checkAudioUpload(form, { field: "recording", maxSeconds: 60, signal });
  const recording = await decodeToPcm(createReadStream(audio.flacPath), RECOGNITION_SAMPLE_RATE, signal);
  // In the workspace's turn of the recogniser, beside other workspaces' transcriptions.
  const recognize = fairRecognize(deps.speech.recognitionScheduler, { kind: recognizer.kind, recognize: recognizer.recognize }, principal.workspaceId);
  const heard = await recognize(recording, { language: row.language, signal });
  const distance = wordDistance(heard.text, row.captchaText);
  const reference = concatSamples(await Promise.all(samples.slice(0, 5).map((s) => sampleSpeech(deps, s, { selectedOnly: true, signal }))));
  const similarity = await compareSpeakers({ samples: recording, sampleRate: RECOGNITION_SAMPLE_RATE }, { samples: reference.subarray(0, 60 * SAMPLE_RATE), sampleRate: SAMPLE_RATE }).catch(() => null);
  const accepted = distance <= Math.floor(words(row.captchaText).length * MAX_CAPTCHA_WORD_ERROR) && similarity !== null && similarity >= MIN_CAPTCHA_SIMILARITY;
  const attempt = { dateUnix: Math.floor(Date.now() / 1000), accepted, similarity: similarity === null ? null : Math.round(similarity * 1000) / 1000, levenshteinDistance: distance, recognized: heard.text };
  await updateVoiceRow(deps.db, principal.workspaceId, row.id, {
    verificationAttempts: [...row.verificationAttempts, attempt],
    ...(accepted ? { isVerified: true, pvcState: row.pvcState === "samples_ready" || row.pvcState === "created" ? "verified" : row.pvcState, requiresVerification: row.category === "professional" } : {}),
  });
  if (!accepted) {
    const why = similarity === null || similarity < MIN_CAPTCHA_SIMILARITY ? "the voice does not sound like the voice's samples" : `the words heard ("${heard.text}") do not match the sentence`;
    throw new AppError("voice_sample_problem", 400, `The recording did not pass: ${why}. ${MAX_VERIFICATION_ATTEMPTS - row.verificationAttempts.length - 1} attempts left.`);
  }
  return { status: "ok" };
}
