import type { AudioNativeProjectSummary, AudioNativeSettingsResponse } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { escapeHtml } from "#platform/html";
import { canEditProject } from "./policy";
import type { AudioNativeRow } from "./repo";

/** The public player page of a project: what the snippet frames. */
export const playerPath = (id: string) => `/audio-native/${id}/player`;
/** The published audio, public like the player. */
export const audioPath = (id: string) => `/audio-native/${id}/audio`;

/** The player's height in the page: the small player is one line. */
export const playerHeight = (small: boolean) => (small ? 56 : 96);

/**
 * The embeddable snippet: an `<iframe>` of the project's player on this server (PUBLIC_URL, never
 * the request's host). The publisher's page runs none of Vocable's scripts; the frame is sandboxed
 * to what an audio player needs.
 */
export function htmlSnippet(publicUrl: string, row: Pick<AudioNativeRow, "id" | "small" | "name" | "title">): string {
  const src = escapeHtml(`${publicUrl}${playerPath(row.id)}`);
  const title = escapeHtml(`Listen: ${row.title || row.name}`);
  return `<iframe src="${src}" title="${title}" width="100%" height="${playerHeight(row.small)}" style="border:0;width:100%" loading="lazy" sandbox="allow-scripts allow-same-origin" allow="autoplay"></iframe>`;
}

/** `audioNative.getSettings`: the player's settings and the published snapshot. */
export function presentSettings(publicUrl: string, row: AudioNativeRow): AudioNativeSettingsResponse {
  const published = row.publishedAudioKey !== null;
  return {
    enabled: row.enabled,
    ...(row.publishedSnapshotId ? { snapshot_id: row.publishedSnapshotId } : {}),
    settings: {
      title: row.title || row.name,
      image: row.image,
      author: row.author,
      small: row.small,
      text_color: row.textColor,
      background_color: row.backgroundColor,
      sessionization: row.sessionization,
      ...(published ? { audio_path: audioPath(row.id), audio_url: `${publicUrl}${audioPath(row.id)}` } : {}),
      ...(row.status === "processing" ? { status: "processing" as const } : published ? { status: "ready" as const } : {}),
    },
    conversion_error: row.conversionError,
  };
}

type SummaryRow = Pick<AudioNativeRow, "id" | "userId" | "name" | "title" | "author" | "enabled" | "pageUrl" | "publishedSnapshotId" | "conversionError" | "createdAt"> & {
  status: string;
  characters: number;
  small?: boolean;
};

/** One project of the web page's list. */
export function presentSummary(publicUrl: string, principal: Principal, row: SummaryRow): AudioNativeProjectSummary {
  const status = (["empty", "processing", "ready", "failed"] as const).find((s) => s === row.status) ?? "empty";
  return {
    project_id: row.id,
    name: row.name,
    title: row.title,
    author: row.author,
    status,
    published: row.publishedSnapshotId !== null,
    enabled: row.enabled,
    page_url: row.pageUrl,
    characters: Number(row.characters),
    created_at_unix: Math.floor(row.createdAt.getTime() / 1000),
    html_snippet: htmlSnippet(publicUrl, { id: row.id, small: row.small ?? false, name: row.name, title: row.title }),
    player_url: `${publicUrl}${playerPath(row.id)}`,
    conversion_error: row.conversionError,
    can_edit: canEditProject(principal, row),
  };
}
