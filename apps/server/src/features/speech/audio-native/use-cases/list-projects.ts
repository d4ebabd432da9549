import type { AudioNativeProjectList } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { keysetLimit, keysetPage } from "#platform/keyset-page";
import { encodeKeysetToken, readKeysetToken } from "#platform/keyset-token";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { presentSummary } from "../presenter";
import { projectPageSelect } from "../repo";

/** GET /v1/audio-native (Vocable's, for the web page): the workspace's projects, newest first, keyset-paged. */
export async function listProjects(deps: Pick<AppDeps, "db" | "config">, principal: Principal, query: { page_size: number; cursor?: string }): Promise<AudioNativeProjectList> {
  requirePermission(principal, "audio_native_read", "You cannot use Audio Native in this workspace.");
  const after = readKeysetToken(query.cursor, "Invalid cursor: pass the next_cursor of the previous page.");
  const rows = await projectPageSelect(deps.db, principal.workspaceId, keysetLimit(query.page_size), after);
  const page = keysetPage(rows, query.page_size, (last) => encodeKeysetToken(last.createdText, last.id));
  return {
    projects: page.rows.map((row) => presentSummary(deps.config.publicUrl, principal, row)),
    has_more: page.hasMore,
    next_cursor: page.nextToken,
  };
}
