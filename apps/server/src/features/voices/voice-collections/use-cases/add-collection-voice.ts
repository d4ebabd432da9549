import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findVoice } from "#features/voices/voices/use-cases/find-voice";
import { MAX_COLLECTION_VOICES, addCollectionVoice, countCollectionVoices, lockCollection } from "../repo";
import { collectionNotFound, requireCollection } from "./require-collection";

/**
 * Puts a voice the caller sees (404 for another workspace's) into the caller's collection. The
 * count is checked and the voice added under the collection's row lock, so of concurrent adds at
 * the limit only as many pass as there are places.
 */
export async function addVoiceToCollection(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, collectionId: string, voiceId: string): Promise<{ collection_id: string; voice_id: string }> {
  const row = await requireCollection(deps, principal, collectionId);
  const found = await findVoice(deps, principal, voiceId);
  await deps.db.transaction(async (tx) => {
    if (!(await lockCollection(tx, row.id))) throw collectionNotFound(row.id);
    if ((await countCollectionVoices(tx, row.id)) >= MAX_COLLECTION_VOICES) {
      throw new AppError("invalid_request", 400, `A collection holds at most ${MAX_COLLECTION_VOICES} voices.`);
    }
    await addCollectionVoice(tx, row.id, found.kind === "catalogue" ? found.voice.voiceId : found.row.id);
  });
  return { collection_id: row.id, voice_id: voiceId };
}
