import type { DubLineRow } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { checkSegmentTimes, requireSpeaker, requireTargetLanguage } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

export interface NewSegment {
  start_time: number;
  end_time: number;
  text?: string;
  translations?: Record<string, string>;
}

/** The next free segment id of the dub (seg_0001, seg_0002…). */
function nextSegmentId(ids: readonly string[]): string {
  const taken = new Set(ids);
  for (let n = ids.length + 1; ; n++) {
    const id = `seg_${String(n).padStart(4, "0")}`;
    if (!taken.has(id)) return id;
  }
}

/** POST …/speaker/{speaker_id}/segment: a new segment of the speaker, with its lines in the languages given (to be dubbed). */
export async function createDubSegment(deps: Pick<AppDeps, "db">, principal: Principal, dubId: string, speakerId: string, input: NewSegment) {
  let id = "";
  const edited = await editDubResource(deps, principal, dubId, (dub) => {
    requireSpeaker(dub, speakerId);
    checkSegmentTimes(dub, input.start_time, input.end_time);
    for (const language of Object.keys(input.translations ?? {})) requireTargetLanguage(dub, language);
    id = nextSegmentId(dub.resource.segments.map((s) => s.id));
    const line = (text: string): DubLineRow => ({ text, start: input.start_time, end: input.end_time, warning: null, clip: false, stale: true });
    const translations = Object.fromEntries(Object.entries(input.translations ?? {}).map(([language, text]) => [language, line(text)]));
    const segment = { id, speaker: speakerId, start: input.start_time, end: input.end_time, text: input.text ?? "", translations };
    const segments = [...dub.resource.segments, segment].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
    return { resource: { ...dub.resource, segments } };
  });
  return { version: edited.version, new_segment: id };
}
