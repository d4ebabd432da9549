import type { AppDeps, Principal } from "#platform/app-env";
import { clipKey } from "#features/dubbing/dubs/jobs/steps/voice-lines";
import { requireSegment, withSegment } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

/** DELETE …/segment/{segment_id}: the segment and its clips go; the next render leaves its place to the background. */
export async function deleteDubSegment(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, dubId: string, segmentId: string) {
  let languages: string[] = [];
  const edited = await editDubResource(deps, principal, dubId, (dub) => {
    languages = Object.keys(requireSegment(dub, segmentId).translations);
    return { resource: { ...dub.resource, segments: withSegment(dub, segmentId, () => null) } };
  });
  await Promise.all(languages.map((language) => deps.storage.delete(clipKey(edited.dub, language, segmentId))));
  return edited;
}
