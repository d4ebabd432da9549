/**
 * The dubbing studio's calls (the server's dubbing.resource.*), through the typed client: each
 * edit answers the resource's new version; a render answers its id, to follow in the resource.
 */
import type { DubbingResource } from "@vocable/contract";
import { api, data } from "#lib/api";

const at = (dubbingId: string) => ({ dubbing_id: dubbingId });

/** GET /v1/dubbing/resource/{id}: speakers, segments in every language with their clips, renders (425 while the dub is not finished). */
export async function fetchDubResource(dubbingId: string, signal?: AbortSignal): Promise<DubbingResource> {
  return data(api.GET("/v1/dubbing/resource/{dubbing_id}", { params: { path: at(dubbingId) }, signal }));
}

/** PATCH …/segment/{segment_id}/{language}: the line's new text (its clip goes stale). */
export async function updateDubSegment(dubbingId: string, segmentId: string, language: string, text: string, signal?: AbortSignal) {
  return data(api.PATCH("/v1/dubbing/resource/{dubbing_id}/segment/{segment_id}/{language}", { params: { path: { ...at(dubbingId), segment_id: segmentId, language } }, body: { text }, signal }));
}

/** POST …/dub: speaks these segments again in the languages (every stale or missing line when `segments` is empty); seconds a line. */
export async function redubDubSegments(dubbingId: string, segments: string[], languages: string[], signal?: AbortSignal) {
  return data(api.POST("/v1/dubbing/resource/{dubbing_id}/dub", { params: { path: at(dubbingId) }, body: { segments, languages }, signal }));
}

/** POST …/render/{language}: queues a render; the one of the dub's own kind becomes its dubbed file. */
export async function renderDubLanguage(dubbingId: string, language: string, renderType: "mp4" | "mp3", signal?: AbortSignal) {
  return data(api.POST("/v1/dubbing/resource/{dubbing_id}/render/{language}", { params: { path: { ...at(dubbingId), language } }, body: { render_type: renderType }, signal }));
}

/** POST …/language: a new target language, charged like the dub's first (its lines are translated and spoken by POST …/dub). */
export async function addDubLanguage(dubbingId: string, language: string, signal?: AbortSignal) {
  return data(api.POST("/v1/dubbing/resource/{dubbing_id}/language", { params: { path: at(dubbingId) }, body: { language }, signal }));
}

/** PATCH …/speaker/{speaker_id}: the speaker's name, or their voice in the languages (their lines there go stale). */
export async function updateDubSpeaker(dubbingId: string, speakerId: string, change: { speaker_name?: string; voice_id?: string; languages?: string[] }, signal?: AbortSignal) {
  return data(api.PATCH("/v1/dubbing/resource/{dubbing_id}/speaker/{speaker_id}", { params: { path: { ...at(dubbingId), speaker_id: speakerId } }, body: change, signal }));
}
