import type { AppDeps, Principal } from "#platform/app-env";
import { requireSegment, requireSpeaker, staleLines } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

/** POST …/migrate-segments: the segments become the speaker's (spoken in their voice once dubbed again). */
export async function migrateDubSegments(deps: Pick<AppDeps, "db">, principal: Principal, dubId: string, segmentIds: readonly string[], speakerId: string) {
  return editDubResource(deps, principal, dubId, (dub) => {
    requireSpeaker(dub, speakerId);
    for (const id of segmentIds) requireSegment(dub, id);
    const moving = new Set(segmentIds);
    const segments = dub.resource.segments.map((s) => (moving.has(s.id) && s.speaker !== speakerId ? staleLines({ ...s, speaker: speakerId }) : s));
    return { resource: { ...dub.resource, segments } };
  });
}
