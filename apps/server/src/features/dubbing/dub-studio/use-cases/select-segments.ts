import type { DubSegmentRow } from "#db/schema/index";
import { AppError } from "#platform/errors";
import type { DubRow } from "#features/dubbing/dubs/repo";

/** The dub's segment, or 404. */
export function requireSegment(dub: DubRow, segmentId: string): DubSegmentRow {
  const segment = dub.resource.segments.find((s) => s.id === segmentId);
  if (!segment) throw new AppError("dubbing_segment_not_found", 404, `This dub has no segment ${segmentId}.`);
  return segment;
}

/** The segments named (each must exist: 404 for one that does not), or every segment when none is named. */
export function selectSegments(dub: DubRow, ids: readonly string[]): DubSegmentRow[] {
  if (ids.length === 0) return dub.resource.segments;
  return [...new Set(ids)].map((id) => requireSegment(dub, id));
}

/** The target languages named (each must be one of the dub's: 400 naming it), or all of them when none is named. */
export function selectLanguages(dub: DubRow, languages: readonly string[] | undefined): string[] {
  if (!languages || languages.length === 0) return dub.targetLanguages;
  for (const language of languages) requireTargetLanguage(dub, language);
  return [...new Set(languages)];
}

export function requireTargetLanguage(dub: DubRow, language: string): void {
  if (!dub.targetLanguages.includes(language)) {
    throw new AppError("unsupported_language", 400, `${language} is not a language of this dub (its languages are ${dub.targetLanguages.join(", ")}); add it first (dubbing.resource.language.add).`);
  }
}

/** The speaker, or 404. */
export function requireSpeaker(dub: DubRow, speakerId: string) {
  const speaker = dub.resource.speakers.find((s) => s.id === speakerId);
  if (!speaker) throw new AppError("dubbing_speaker_not_found", 404, `This dub has no speaker ${speakerId}.`);
  return speaker;
}

/** Checks a segment's times: 0 ≤ start < end ≤ the dub's length. */
export function checkSegmentTimes(dub: DubRow, start: number, end: number): void {
  if (!(start < end)) throw new AppError("invalid_request", 400, `start_time (${start}) must be before end_time (${end}).`);
  if (end > dub.sourceSeconds + 0.001) throw new AppError("invalid_request", 400, `end_time (${end}) is past the end of the dub (${dub.sourceSeconds.toFixed(3)} s).`);
}

/** The resource's segments with one replaced (by id) by `update(segment)`. */
export function withSegment(dub: DubRow, segmentId: string, update: (segment: DubSegmentRow) => DubSegmentRow | null): DubSegmentRow[] {
  return dub.resource.segments.flatMap((s) => {
    if (s.id !== segmentId) return [s];
    const next = update(s);
    return next ? [next] : [];
  });
}

/** A segment with every language's clip marked stale (its text, time or voice changed). */
export function staleLines(segment: DubSegmentRow, languages?: readonly string[]): DubSegmentRow {
  const translations = Object.fromEntries(Object.entries(segment.translations).map(([l, line]) => [l, !languages || languages.includes(l) ? { ...line, stale: true } : line]));
  return { ...segment, translations };
}
