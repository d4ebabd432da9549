/**
 * Voice collections in the app: the types of the contract's collection answers, the create/rename
 * form's check and body, and which collections hold a voice. Pure, so it is unit-tested.
 */
import type { VoiceCollection as VoiceCollectionSchema, VoiceCollectionList as VoiceCollectionListSchema } from "@vocable/contract";
import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";

export type VoiceCollection = ReturnType<(typeof VoiceCollectionSchema)["parse"]>;
export type VoiceCollectionList = ReturnType<(typeof VoiceCollectionListSchema)["parse"]>;

/** The contract's limits (CreateVoiceCollectionRequest). */
export const MAX_COLLECTION_TITLE = 100;
export const MAX_COLLECTION_ICON = 64;
/** What a collection without its own icon shows. */
export const DEFAULT_COLLECTION_ICON = "📁";

export interface CollectionForm {
  title: string;
  icon: string;
}

export const EMPTY_COLLECTION_FORM: CollectionForm = { title: "", icon: "" };

/** What is wrong with the form, or null. */
export function collectionFormProblem(form: CollectionForm): string | null {
  const title = form.title.trim();
  if (!title) return "Give the collection a title.";
  if (title.length > MAX_COLLECTION_TITLE) return `The title is at most ${MAX_COLLECTION_TITLE} characters.`;
  if (form.icon.trim().length > MAX_COLLECTION_ICON) return `The icon is at most ${MAX_COLLECTION_ICON} characters.`;
  return null;
}

/** The body of POST /v1/voices/collections and PATCH /v1/voices/collections/{id}. */
export function collectionRequestBody(form: CollectionForm): { title: string; icon: string } {
  return { title: form.title.trim(), icon: form.icon.trim() };
}

/** The icon to show: the collection's own, else the default. */
export function collectionIcon(collection: Pick<VoiceCollection, "icon">): string {
  return collection.icon.trim() || DEFAULT_COLLECTION_ICON;
}

/** "No voices", "1 voice", "12 voices". */
export function voiceCountLabel(count: number): string {
  if (count === 0) return "No voices";
  return `${count.toLocaleString("en-US")} ${count === 1 ? "voice" : "voices"}`;
}

/** Whether the collection holds the voice (its `voice_ids`; a premade voice's own `collection_ids` are always empty). */
export function holdsVoice(collection: Pick<VoiceCollection, "voice_ids">, voiceId: string): boolean {
  return collection.voice_ids.includes(voiceId);
}

/** The list with one collection's voices changed as the server just did (added or removed). */
export function withVoiceToggled(collections: readonly VoiceCollection[], collectionId: string, voiceId: string, added: boolean): VoiceCollection[] {
  return collections.map((c) => {
    if (c.collection_id !== collectionId) return c;
    const rest = c.voice_ids.filter((id) => id !== voiceId);
    return { ...c, voice_ids: added ? [...rest, voiceId] : rest };
  });
}

/** The server's 404 for a collection that is not (or no longer) the user's: its own message, or null for any other failure. */
export function collectionNotFoundMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
  return errorType === "collection_not_found" ? message : null;
}
