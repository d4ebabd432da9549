import type { VoiceCollection } from "@vocable/contract";
import type { CollectionRow } from "./repo";

/** A collection as the API answers it: the caller made it, so it is the caller's to administer. */
export function presentCollection(row: CollectionRow, voiceIds: string[]): VoiceCollection {
  return { collection_id: row.id, title: row.title, icon: row.icon, permission_on_resource: "admin" as const, voice_ids: voiceIds, created_at_unix: Math.floor(row.createdAt.getTime() / 1000) };
}
