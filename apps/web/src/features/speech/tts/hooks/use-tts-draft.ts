import { writeStored } from "#lib/local-storage";
import { usePersistedState } from "#lib/use-persisted-state";
import { useUser } from "#features/accounts/user/api/use-user";

const isText = (value: unknown): value is string => typeof value === "string";
const draftKey = (workspaceId: string) => `tts-draft:${workspaceId}`;

/** Puts a text in the workspace's draft, which the text-to-speech page opens with next (a history item's "Use these settings"). */
export function storeTtsDraft(workspaceId: string, text: string): void {
  writeStored(draftKey(workspaceId), text);
}

/**
 * The text typed on the text-to-speech page, kept per workspace in local storage
 * (`xi:tts-draft:<workspace id>`) so it is there again after another page; sign-out wipes it
 * with the rest of `xi:`. Until the user (and so the workspace) is known it lives in memory.
 */
export function useTtsDraft() {
  const { data: user } = useUser();
  return usePersistedState<string>(user ? draftKey(user.workspace_id) : null, "", isText);
}
