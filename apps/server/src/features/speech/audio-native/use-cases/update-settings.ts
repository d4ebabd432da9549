import type { AudioNativeSettingsResponse, AudioNativeSettingsUpdate } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireProject } from "../policy";
import { presentSettings } from "../presenter";
import { updateProject } from "../repo";
import { normalizePageUrl } from "./update-content-from-url";

/**
 * POST /v1/audio-native/{project_id}/settings (Vocable's; the pinned SDK reads settings but has no
 * call to change them): the player's title, author, image, size, colours, sessionization, whether
 * it is shown, and the page that embeds it (what updateContentFromUrl finds the project by).
 * A new title or author is spoken from the next conversion on.
 */
export async function updateSettings(deps: Pick<AppDeps, "db" | "config">, principal: Principal, projectId: string, change: AudioNativeSettingsUpdate): Promise<AudioNativeSettingsResponse> {
  await requireProject(deps.db, principal, projectId, "write");
  let pageUrl: string | null | undefined = undefined;
  if (change.page_url === null || change.page_url === "") pageUrl = null;
  else if (change.page_url !== undefined) {
    pageUrl = normalizePageUrl(change.page_url);
    if (!pageUrl) throw new AppError("invalid_request", 400, "page_url: an http(s) URL of the page that embeds the player.");
  }
  const updated = await updateProject(deps.db, projectId, {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.title !== undefined ? { title: change.title } : {}),
    ...(change.author !== undefined ? { author: change.author } : {}),
    ...(change.image !== undefined ? { image: change.image } : {}),
    ...(change.small !== undefined ? { small: change.small } : {}),
    ...(change.text_color !== undefined ? { textColor: change.text_color } : {}),
    ...(change.background_color !== undefined ? { backgroundColor: change.background_color } : {}),
    ...(change.sessionization !== undefined ? { sessionization: change.sessionization } : {}),
    ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
    ...(pageUrl !== undefined ? { pageUrl } : {}),
  });
  if (!updated) throw new AppError("not_found", 404, `Audio Native project ${projectId} was not found.`);
  return presentSettings(deps.config.publicUrl, updated);
}
