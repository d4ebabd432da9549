import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { checkSegmentTimes, requireSegment, staleLines, withSegment } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

export interface SegmentUpdate {
  start_time?: number;
  end_time?: number;
  text?: string;
}

/**
 * PATCH …/segment/{segment_id}/{language}: the segment's text in `language` (the dubbed line when
 * it is a target language, which it is for a re-voicing dub; the source's transcript when it is
 * the source language and not a target) and its times (every language's clip then goes stale).
 * A changed line's clip goes stale until the segment is dubbed again.
 */
export async function updateDubSegment(deps: Pick<AppDeps, "db">, principal: Principal, dubId: string, segmentId: string, language: string, update: SegmentUpdate) {
  return editDubResource(deps, principal, dubId, (dub) => {
    const segment = requireSegment(dub, segmentId);
    const isTarget = dub.targetLanguages.includes(language);
    if (!isTarget && language !== dub.sourceLanguage) {
      throw new AppError("unsupported_language", 400, `${language} is neither the source language (${dub.sourceLanguage}) nor a target language (${dub.targetLanguages.join(", ")}) of this dub.`);
    }
    const start = update.start_time ?? segment.start;
    const end = update.end_time ?? segment.end;
    const moved = start !== segment.start || end !== segment.end;
    if (moved) checkSegmentTimes(dub, start, end);
    const segments = withSegment(dub, segmentId, (s) => {
      let next = moved ? staleLines({ ...s, start, end }) : s;
      if (update.text !== undefined && isTarget) {
        const line = next.translations[language];
        if (line?.text !== update.text) {
          const changed = { text: update.text, start: line?.start ?? start, end: line?.end ?? end, warning: line?.warning ?? null, clip: line?.clip ?? false, stale: true };
          next = { ...next, translations: { ...next.translations, [language]: changed } };
        }
      } else if (update.text !== undefined) next = { ...next, text: update.text };
      return next;
    });
    return { resource: { ...dub.resource, segments } };
  });
}
