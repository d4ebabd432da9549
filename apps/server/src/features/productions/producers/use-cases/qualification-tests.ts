import { DAILY_ATTEMPTS, passes, PASSING_WER, qualificationOf, QUALIFICATION_TEXTS, testLanguageOf } from "@vocable/domain";
import { PREMADE_VOICES, wavBytes, wordErrorRate } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfile, updateUserProfile } from "#features/accounts/account/repo";
import { grantQualification, listQualifications } from "../repo";
import { producerRecord } from "./producer-profile";

const noTest = (qualification: string) => new AppError("not_found", 404, `There is no test for ${qualification}: the tests are ${Object.keys(QUALIFICATION_TEXTS).map(qualificationOf).join(", ")}.`);

/** GET /v1/productions/qualifications: the tests there are, which the caller holds (with their scores), and whether they are a producer. */
export async function listQualificationTests(deps: Pick<AppDeps, "db" | "config">, principal: Principal) {
  const held = new Map((await listQualifications(deps.db, principal.userId)).map((q) => [q.qualification, q]));
  const profile = await findUserProfile(deps.db, principal.userId);
  return {
    is_producer: profile?.isProducer ?? false,
    is_in_probation: profile?.isInProbation ?? false,
    ...(await producerRecord(deps, principal.userId)),
    passing_word_error_rate: PASSING_WER,
    qualifications: [
      ...Object.keys(QUALIFICATION_TEXTS).map((language) => {
        const qualification = qualificationOf(language);
        return { qualification, language, held: held.has(qualification), word_error_rate: held.get(qualification)?.wordErrorRate ?? null, test_audio_url: `${deps.config.publicUrl}/v1/productions/qualifications/${qualification}/audio` };
      }),
      ...[...held.keys()].filter((q) => !testLanguageOf(q)).map((qualification) => ({ qualification, language: null, held: true, word_error_rate: null, test_audio_url: null })),
    ],
  };
}

/** Each test's audio, read once per process by the language's first voice (the embedded engines are deterministic). */
const spoken = new Map<string, Promise<Uint8Array>>();

/** GET /v1/productions/qualifications/{qualification}/audio: the test's recording (WAV) to transcribe. */
export function qualificationTestAudio(deps: Pick<AppDeps, "speech">, qualification: string): Promise<Uint8Array> {
  const language = testLanguageOf(qualification);
  if (!language) throw noTest(qualification);
  let audio = spoken.get(language);
  if (!audio) {
    const voice = PREMADE_VOICES.find((v) => v.language === language) ?? PREMADE_VOICES[0]!;
    audio = deps.speech.synthesize({ text: QUALIFICATION_TEXTS[language]!, voiceId: voice.voiceId, languageCode: language }).then((r) => wavBytes(r.samples, r.sampleRate));
    audio.catch(() => spoken.delete(language));
    spoken.set(language, audio);
  }
  return audio;
}

/**
 * POST /v1/productions/qualifications/{qualification}/attempts: the caller's transcription of the
 * test's recording, scored by word error rate against its reference; at most the domain's rate
 * passes, granting the qualification and (for someone not a producer yet) the producer role, in
 * probation. A few attempts a day.
 */
export async function attemptQualificationTest(deps: Pick<AppDeps, "db" | "rateLimit">, principal: Principal, qualification: string, text: string) {
  const language = testLanguageOf(qualification);
  if (!language) throw noTest(qualification);
  if (!(await deps.rateLimit.consume(`qualification:${principal.userId}:${qualification}`, { window: 86_400, max: DAILY_ATTEMPTS })).allowed) {
    throw new AppError("rate_limited", 429, `At most ${DAILY_ATTEMPTS} attempts at a test a day: try again tomorrow.`);
  }
  const rate = Math.round(wordErrorRate(QUALIFICATION_TEXTS[language]!, text) * 1000) / 1000;
  const passed = passes(rate);
  if (passed) {
    await deps.db.transaction(async (tx) => {
      await grantQualification(tx, principal.userId, qualification, rate);
      const profile = await findUserProfile(tx, principal.userId);
      if (profile && !profile.isProducer) await updateUserProfile(tx, principal.userId, { isProducer: true, isInProbation: true });
    });
  }
  return { qualification, passed, word_error_rate: rate, passing_word_error_rate: PASSING_WER };
}
