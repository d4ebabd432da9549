import { SHAREABLE_RESOURCE_TYPES, type ShareableResourceType } from "@vocable/contract";
import type { ApiKeyPermission } from "@vocable/domain";
import type { Db } from "#db/client";
import { AppError, notFound } from "#platform/errors";
import { findHistoryCursor, findHistoryItem } from "#features/speech/history/repo";
import { findVoiceForSharing } from "#features/voices/voices/repo";
import { dictionaryNotFound } from "#features/speech/pronunciation-dictionaries/errors";
import { findDictionaryForSharing } from "#features/speech/pronunciation-dictionaries/repo";

/** A resource as sharing needs it: who made it, what to call it, and its created_at as text (microseconds kept). */
export interface ShareableResource {
  creatorUserId: string;
  name: string;
  createdAt: string;
}

/** What sharing needs to know about one kind of resource. */
export interface ResourceKind {
  /** The resource in the workspace, or null (another workspace's resource is just as absent). */
  find(db: Db, workspaceId: string, id: string): Promise<ShareableResource | null>;
  /** The API key permission to see a resource's sharing, and to change it. */
  readPermission: ApiKeyPermission;
  writePermission: ApiKeyPermission;
  notFound(id: string): AppError;
  /** Whether the workspace's admins hold every right on each one, like its creator (dictionaries). */
  adminsManage?: boolean;
}

const NAME_LENGTH = 80;

/** Every kind of resource that can be shared (the API's `resource_type`). */
export const RESOURCE_KINDS: Record<ShareableResourceType, ResourceKind> = {
  speech_history_item: {
    async find(db, workspaceId, id) {
      const row = await findHistoryItem(db, workspaceId, id);
      if (!row) return null;
      // created_at as text: a JS Date would drop the microseconds the share's copy must keep.
      const cursor = await findHistoryCursor(db, workspaceId, id);
      if (!cursor) return null;
      const text = row.text.length > NAME_LENGTH ? `${row.text.slice(0, NAME_LENGTH - 1)}…` : row.text;
      return { creatorUserId: row.userId, name: `${row.voiceName}: ${text}`, createdAt: cursor.createdAt };
    },
    readPermission: "speech_history_read",
    writePermission: "speech_history_write",
    notFound: (id) => notFound("history_item_not_found", `History item ${id} was not found.`),
  },
  voice: {
    // The catalogue's voices belong to no workspace and are not shared: only a workspace's own
    // voices (cloned, designed, copied from the library). A voice whose maker left has no creator.
    async find(db, workspaceId, id) {
      const row = await findVoiceForSharing(db, workspaceId, id);
      if (!row) return null;
      return { creatorUserId: row.createdBy ?? "", name: row.name, createdAt: row.createdAt };
    },
    readPermission: "voices_read",
    writePermission: "voices_write",
    notFound: (id) => notFound("voice_not_found", `Voice ${id} was not found in this workspace.`),
  },
  pronunciation_dictionary: {
    async find(db, workspaceId, id) {
      const row = await findDictionaryForSharing(db, workspaceId, id);
      return row ? { creatorUserId: row.createdBy, name: row.name, createdAt: row.createdAt } : null;
    },
    readPermission: "pronunciation_dictionaries_read",
    writePermission: "pronunciation_dictionaries_write",
    notFound: dictionaryNotFound,
    adminsManage: true,
  },
};

/** SDK resource types naming things Vocable has but does not share between members (each is its owner's). */
const OWN_ONLY: Record<string, string> = {
  voice_collection: "voice collections",
  transcription_tasks: "transcripts",
};

/**
 * The shareable type a request's `resource_type` names; any other type the SDK lists is a 400
 * naming it: one Vocable has but keeps to its owner (voice collections, transcripts), or one of an
 * ElevenLabs product Vocable does not have (dubbing, agents, projects...).
 */
export function requireShareableType(type: string): ShareableResourceType {
  if ((SHAREABLE_RESOURCE_TYPES as readonly string[]).includes(type)) return type as ShareableResourceType;
  const why = OWN_ONLY[type] ? `Vocable's ${OWN_ONLY[type]} belong to their owner and are not shared` : "Vocable has no such resource";
  throw new AppError("unsupported_resource_type", 400, `resource_type '${type}' cannot be shared: ${why}. Shareable types: ${SHAREABLE_RESOURCE_TYPES.join(", ")}.`);
}
