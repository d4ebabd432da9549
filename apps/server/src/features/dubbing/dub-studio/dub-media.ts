import type { DubRow } from "#features/dubbing/dubs/repo";
import { dubKey } from "#features/dubbing/dubs/jobs/dub-workspace";
import { clipKey } from "#features/dubbing/dubs/jobs/steps/voice-lines";

/**
 * The dub's files the studio names (its media references): the source as it came, the separated
 * speech (foreground) and background, a speaker's track, a segment's dubbed clip in a language,
 * and a render. Each has a media id, the last part of its URL.
 */
export type DubMedia =
  | { kind: "source" }
  | { kind: "foreground" }
  | { kind: "background" }
  | { kind: "speaker"; speakerId: string }
  | { kind: "clip"; language: string; segmentId: string }
  | { kind: "render"; renderId: string };

/** A media id: letters, digits, `_` and `-` in parts joined by dots. */
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,2}$/;

export function mediaId(media: DubMedia): string {
  switch (media.kind) {
    case "speaker":
      return `speaker.${media.speakerId}`;
    case "clip":
      return `clip.${media.language}.${media.segmentId}`;
    case "render":
      return `render.${media.renderId}`;
    default:
      return media.kind;
  }
}

/** The media an id names, or null. */
export function parseMediaId(id: string): DubMedia | null {
  const [kind, a, b] = id.split(".");
  if (kind === "source" || kind === "foreground" || kind === "background") return a === undefined ? { kind } : null;
  if (kind === "speaker" && a && b === undefined) return { kind, speakerId: a };
  if (kind === "clip" && a && b) return { kind, language: a, segmentId: b };
  if (kind === "render" && a && b === undefined) return { kind, renderId: a };
  return null;
}

/** Where a stored media lives (a speaker's track is made from the foreground: null here). */
export function mediaKey(dub: DubRow, media: DubMedia): string | null {
  switch (media.kind) {
    case "source":
      return dub.inputKey;
    case "foreground":
      return dubKey(dub, "speech.wav");
    case "background":
      return dubKey(dub, "background.wav");
    case "clip":
      return clipKey(dub, media.language, media.segmentId);
    case "render":
      return dub.resource.renders?.[media.renderId]?.key ?? null;
    case "speaker":
      return null;
  }
}

/** The URL of a dub's media: the API's, fetched with the API key or the signed-in session. */
export function mediaUrl(publicUrl: string, dub: Pick<DubRow, "id">, media: DubMedia): string {
  return `${publicUrl}/v1/dubbing/resource/${dub.id}/media/${mediaId(media)}`;
}
