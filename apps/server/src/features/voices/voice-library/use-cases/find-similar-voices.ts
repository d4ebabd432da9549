import { createReadStream } from "node:fs";
import type { LibraryVoice } from "@vocable/contract";
import { PREMADE_VOICES, cosineSimilarity, decodeToPcm, embedSpeaker, NotEnoughSpeechError } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { checkAudioUpload } from "#platform/uploads/check-audio-upload";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { listSharedEmbeddings } from "../repo";
import { presentLibraryPage } from "./list-shared-voices";
import { voiceEmbedding } from "./voice-embedding";

/** The sample is heard at most this long (a few seconds of speech tell a voice). */
const MAX_SAMPLE_SECONDS = 120;
const EMBEDDING_RATE = 16000;

/** Premade voices' embeddings, computed once per process from their previews. */
let premadeEmbeddings: Promise<Map<string, number[]>> | undefined;
function premade(deps: Pick<AppDeps, "speech">): Promise<Map<string, number[]>> {
  premadeEmbeddings ??= (async () => {
    const map = new Map<string, number[]>();
    for (const v of PREMADE_VOICES) map.set(v.voiceId, await voiceEmbedding(deps, { id: v.voiceId, name: v.name, language: v.language }));
    return map;
  })();
  premadeEmbeddings.catch(() => (premadeEmbeddings = undefined));
  return premadeEmbeddings;
}

/**
 * POST /v1/similar-voices: the library and premade voices nearest to an uploaded sample by speaker
 * embedding (x-vectors), closest first, as `distance` = 1 - cosine similarity (0..2). Only voices
 * within `similarity_threshold` (that distance; default 2, everything) and at most `top_k`
 * (default 10, at most 100).
 */
export async function findSimilarVoices(deps: Pick<AppDeps, "db" | "speech" | "config">, principal: Principal, form: UploadForm, signal?: AbortSignal) {
  const threshold = form.fields.similarity_threshold === undefined ? 2 : Number(form.fields.similarity_threshold);
  const topK = form.fields.top_k === undefined ? 10 : Number(form.fields.top_k);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 2) throw new ValidationError([{ loc: ["body", "similarity_threshold"], msg: "A number from 0 to 2.", type: "value_error" }]);
  if (!Number.isInteger(topK) || topK < 1 || topK > 100) throw new ValidationError([{ loc: ["body", "top_k"], msg: "An integer from 1 to 100.", type: "value_error" }]);
  const audio = await checkAudioUpload(form, { field: "audio_file", maxSeconds: Math.min(deps.config.uploads.maxSeconds, 4 * 60 * 60), signal });
  const samples = await decodeToPcm(createReadStream(audio.flacPath), EMBEDDING_RATE, signal);
  let sample: Float32Array;
  try {
    sample = await embedSpeaker(samples.subarray(0, MAX_SAMPLE_SECONDS * EMBEDDING_RATE), EMBEDDING_RATE);
  } catch (err) {
    if (err instanceof NotEnoughSpeechError) throw new AppError("voice_sample_problem", 400, "The sample holds too little speech to compare voices: send a few seconds of someone speaking.");
    throw err;
  }
  const distances = new Map<string, number>();
  const library = await listSharedEmbeddings(deps.db);
  for (const row of library) distances.set(row.voiceId, 1 - cosineSimilarity(sample, row.embedding!));
  const premadeDistances = new Map<string, number>();
  for (const [id, embedding] of await premade(deps)) premadeDistances.set(id, 1 - cosineSimilarity(sample, embedding));
  const ranked = [
    ...library.map((row) => ({ kind: "library" as const, id: row.voiceId, row, distance: distances.get(row.voiceId)! })),
    ...PREMADE_VOICES.map((v) => ({ kind: "premade" as const, id: v.voiceId, voice: v, distance: premadeDistances.get(v.voiceId)! })),
  ]
    .filter((c) => c.distance <= threshold)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, topK);
  const libraryVoices = await presentLibraryPage(deps, principal, ranked.flatMap((c) => (c.kind === "library" ? [c.row] : [])), distances);
  const byId = new Map(libraryVoices.map((v) => [v.voice_id, v]));
  const voices: LibraryVoice[] = ranked.map((c) =>
    c.kind === "library"
      ? byId.get(c.id)!
      : {
          public_owner_id: "",
          voice_id: c.voice.voiceId,
          date_unix: 0,
          name: c.voice.name,
          accent: c.voice.labels.accent,
          gender: c.voice.labels.gender,
          age: c.voice.labels.age,
          descriptive: c.voice.labels.description,
          use_case: c.voice.labels.use_case,
          category: "premade",
          language: c.voice.language,
          locale: c.voice.locale,
          description: c.voice.description,
          preview_url: `${deps.config.publicUrl}/v1/voices/${c.voice.voiceId}/preview.mp3`,
          usage_character_count_1y: 0,
          usage_character_count_7d: 0,
          play_api_usage_character_count_1y: 0,
          cloned_by_count: 0,
          free_users_allowed: true,
          live_moderation_enabled: false,
          featured: false,
          notice_period: 0,
          is_added_by_user: true,
          vocable_method: "premade",
          distance: Math.round(c.distance * 1000) / 1000,
        },
  );
  return { voices, has_more: false, total_count: voices.length, last_sort_id: null };
}
