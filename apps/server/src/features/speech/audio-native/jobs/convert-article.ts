import { createHash } from "node:crypto";
import { PronunciationDictionaryLocators, TextToSpeechQuery, TextToSpeechRequest } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { concatStreams } from "#platform/storage/byte-source";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { findMembership } from "#features/workspaces/workspace-members/repo";
import { runToEnd } from "#features/speech/tts/responses";
import { startSpeech } from "#features/speech/tts/use-cases/start-speech";
import { articlePieces, spokenArticle } from "../article-text";
import { findProject, finishConversion, type AudioNativeRow } from "../repo";

export const CONVERT_ARTICLE_JOB = "audio-native.convert";
export const CONVERT_ATTEMPTS = 5;
/** Characters spoken per text-to-speech generation (and at most the model's own limit). */
const PIECE_CHARACTERS = 2500;
/** What the player plays: MP3 44.1 kHz 128 kbps, the text-to-speech default. */
const OUTPUT_FORMAT = "mp3_44100_128";

const Payload = z.object({ projectId: z.string().min(1).max(64), snapshotId: z.string().min(1).max(64) });
type Payload = z.infer<typeof Payload>;

export const convertJobKey = (snapshotId: string) => `${CONVERT_ARTICLE_JOB}:${snapshotId}`;
export const snapshotAudioKey = (row: Pick<AudioNativeRow, "workspaceId" | "id">, snapshotId: string) => `audio-native/${row.workspaceId}/${row.id}/${snapshotId}.mp3`;
/** Where the pieces of a snapshot wait to be joined; `textHash` keeps pieces of different texts apart (the title changed between two attempts). */
const pieceKey = (row: Pick<AudioNativeRow, "workspaceId" | "id">, snapshotId: string, textHash: string, n: number) =>
  `audio-native/${row.workspaceId}/${row.id}/pieces/${snapshotId}/${textHash}/${String(n).padStart(5, "0")}.mp3`;

/** The conversion was superseded (new content) or the project deleted while this one worked. */
class Superseded extends Error {}

/**
 * The `audio-native.convert` job: speaks the project's article (title, author, text) through the
 * text-to-speech path as the member who asked for the conversion, one generation per piece of at
 * most PIECE_CHARACTERS, so each piece is charged, admitted within the tier's concurrency and
 * refunded on failure exactly as their own text to speech would be (without a history item). Each
 * finished piece is stored at once, so a retry resumes after the last stored piece instead of
 * speaking (and charging) it again. The pieces are then joined into the snapshot's MP3, which is
 * published when the request said so. The last failed attempt records why on the project.
 */
export function convertArticleJob(deps: Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics" | "config" | "generations" | "jobs">): JobKind<Payload> {
  return defineJob({
    name: CONVERT_ARTICLE_JOB,
    payload: Payload,
    attempts: CONVERT_ATTEMPTS,
    backoffMs: 5_000,
    // Conversions mostly wait for synthesis: in slots of their own, so they never hold up e-mail and webhooks.
    concurrency: 2,
    ownSlots: true,
    handler: async ({ projectId, snapshotId }, ctx) => {
      const row = await findProject(deps.db, projectId);
      if (!row || row.convertingSnapshotId !== snapshotId) return;
      try {
        const principal = await converterOf(deps, row);
        const text = spokenArticle({ title: row.title || row.name, author: row.author, text: row.contentText });
        const model = deps.speech.resolveModel(row.modelId);
        const textHash = createHash("sha256").update(text).digest("hex").slice(0, 16);
        const pieces = articlePieces(text, Math.min(PIECE_CHARACTERS, model?.maxCharacters ?? PIECE_CHARACTERS));
        for (let n = 0; n < pieces.length; n++) {
          const key = pieceKey(row, snapshotId, textHash, n);
          if (await deps.storage.exists(key)) continue;
          await stillConverting(projectId, snapshotId);
          await speakPiece(deps, principal, row, pieces[n], key, `${snapshotId}-${n}`, ctx.signal);
          await ctx.progress({ pieces: pieces.length, done: n + 1 });
        }
        const audioKey = snapshotAudioKey(row, snapshotId);
        const parts = pieces.map((_, n) => async () => {
          const file = await deps.storage.read(pieceKey(row, snapshotId, textHash, n));
          if (!file) throw new Error("A converted piece of the article is no longer stored.");
          return file.stream;
        });
        await deps.storage.put(audioKey, concatStreams(parts), { contentType: "audio/mpeg" });
        await deps.storage.deletePrefix(`audio-native/${row.workspaceId}/${row.id}/pieces/${snapshotId}/`);
        await publish(row, snapshotId, audioKey);
      } catch (err) {
        if (err instanceof Superseded) return void (await deps.storage.deletePrefix(`audio-native/${row.workspaceId}/${row.id}/pieces/${snapshotId}/`));
        // A refusal about the request itself (quota, a voice or dictionary since deleted) ends it at once; the rest is retried.
        const final = err instanceof AppError && err.status < 500 && err.status !== 429;
        if (ctx.signal.aborted || (!final && ctx.attempt < CONVERT_ATTEMPTS)) throw err;
        ctx.log.warn(`audio native conversion ${snapshotId} of ${projectId} failed`, err);
        const message = err instanceof Error ? err.message.slice(0, 500) : "The conversion failed.";
        await finishConversion(deps.db, projectId, snapshotId, { status: row.publishedAudioKey ? "ready" : "failed", conversionError: message });
        await deps.storage.deletePrefix(`audio-native/${row.workspaceId}/${row.id}/pieces/${snapshotId}/`);
      }
    },
  });

  async function stillConverting(projectId: string, snapshotId: string) {
    const now = await findProject(deps.db, projectId);
    if (!now || now.convertingSnapshotId !== snapshotId) throw new Superseded();
  }

  /** Records the snapshot as converted (and published when asked); a superseded one's audio is removed. */
  async function publish(row: AudioNativeRow, snapshotId: string, audioKey: string) {
    const current = await findProject(deps.db, row.id);
    const publishing = current?.publishWhenConverted ?? false;
    const ended = await finishConversion(deps.db, row.id, snapshotId, {
      status: publishing || current?.publishedAudioKey ? "ready" : "empty",
      conversionError: null,
      convertedSnapshotId: snapshotId,
      convertedAudioKey: audioKey,
      ...(publishing ? { publishedSnapshotId: snapshotId, publishedAudioKey: audioKey } : {}),
    });
    if (!ended) return void (await deps.storage.delete(audioKey));
    // The audio no snapshot points at any more: the previous published one, and an unpublished earlier conversion.
    for (const old of [current?.publishedAudioKey, current?.convertedAudioKey]) {
      if (old && old !== ended.publishedAudioKey && old !== ended.convertedAudioKey) await deps.storage.delete(old);
    }
  }
}

/** The member who asked for the conversion, as text to speech sees a caller; an error when they left the workspace. */
async function converterOf(deps: Pick<AppDeps, "db">, row: AudioNativeRow): Promise<Principal> {
  const userId = row.convertingUserId ?? row.userId;
  const member = await findMembership(deps.db, row.workspaceId, userId);
  if (!member || member.isLocked) throw new Error("The member who asked for this conversion is no longer an active member of the workspace; convert it again.");
  return { userId, workspaceId: row.workspaceId, via: "session", role: member.role as Principal["role"], isServiceAccount: member.kind === "service_account", keyPermissions: null };
}

/** One generation: a piece of the article spoken as the member's text to speech, stored at `key`. */
async function speakPiece(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "log" | "metrics" | "config" | "generations" | "jobs">,
  principal: Principal,
  row: AudioNativeRow,
  text: string,
  key: string,
  requestId: string,
  signal: AbortSignal,
) {
  const locators = row.dictionaryLocators === null ? null : PronunciationDictionaryLocators.parse(JSON.parse(row.dictionaryLocators));
  const body = TextToSpeechRequest.parse({
    text,
    model_id: row.modelId ?? undefined,
    apply_text_normalization: row.textNormalization,
    language_code: row.languageCode,
    pronunciation_dictionary_locators: locators,
  });
  const query = TextToSpeechQuery.parse({ output_format: OUTPUT_FORMAT, enable_logging: "false" });
  const speech = await startSpeech(deps, principal, { voiceId: row.voiceId, body, query, requestId, streaming: false, signal });
  await runToEnd(speech, signal);
  await deps.storage.put(key, speech.audioStream(), { contentType: "audio/mpeg" });
}
