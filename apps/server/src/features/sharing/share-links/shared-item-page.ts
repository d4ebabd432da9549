import { APP_ROUTES, matchesRoutePattern } from "@vocable/domain";
import { parseOutputFormat } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import type { PageResolver } from "#platform/web-app";
import { findSharedHistoryItem } from "#features/speech/history/repo";
import { sharedAudioUrl } from "./presenter";
import { sharedItemCreatorName } from "./use-cases/read-shared-item";

const ID = /^[A-Za-z0-9]{1,64}$/;
const EXCERPT = 160;

/**
 * The page of a share link as the server answers it: 404 (with the Not Found head) once the link
 * is off or its item deleted, else a head that makes a pasted link a card: the voice and words, the
 * preview image (text-to-speech items) and `og:audio`.
 */
export function sharedItemPage(deps: Pick<AppDeps, "db" | "config">): PageResolver {
  return async (pathname) => {
    if (!matchesRoutePattern(APP_ROUTES.sharedItem, pathname)) return null;
    const id = pathname.split("/").filter(Boolean)[1] ?? "";
    const row = ID.test(id) ? await findSharedHistoryItem(deps.db, id) : null;
    if (!row) return { found: false };
    const name = await sharedItemCreatorName(deps, row);
    const words = row.text.length > EXCERPT ? `${row.text.slice(0, EXCERPT - 1)}…` : row.text;
    const pcm = parseOutputFormat(row.outputFormat)?.codec === "pcm";
    const base = deps.config.publicUrl;
    return {
      found: true,
      page: {
        path: `/share/${id}`,
        title: `${row.voiceName}: shared speech · Vocable`,
        description: `“${words}”${name ? ` Shared by ${name}.` : ""}`,
        image: row.source === "TTS" ? `${base}/v1/shared/${id}/preview.png` : undefined,
        audio: { url: sharedAudioUrl(base, id), type: pcm ? "audio/wav" : row.contentType },
      },
    };
  };
}
