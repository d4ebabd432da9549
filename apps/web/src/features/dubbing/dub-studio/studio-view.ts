/**
 * The dubbing studio's resource (GET /v1/dubbing/resource/{id}) as the dub's page shows it: each
 * speaker with their voice in a language and their segments in time order, each segment with its
 * source text, its line in that language and whether the line's clip is out of date; which
 * segment is being heard; where the page fetches the resource's files.
 */
import type { DubbingMetadata, DubbingResource } from "@vocable/contract";

type Segment = DubbingResource["speaker_segments"][string];

/** A segment's line in a target language. */
export interface SegmentLine {
  text: string;
  /** Where the dubbed clip was placed (the segment's place until it is dubbed). */
  start: number;
  end: number;
  /** What the line lost to fit its place, if anything. */
  warning: string | null;
}

export interface SegmentView {
  id: string;
  speakerId: string;
  /** The segment's place in the source. */
  start: number;
  end: number;
  sourceText: string;
  /** The line in the language; null when it has none yet (a language just added). */
  line: SegmentLine | null;
  /** Its clip is missing or older than its text or voice: dub it again to hear the change. */
  stale: boolean;
}

export interface SpeakerView {
  id: string;
  /** The speaker's name as shown ("Speaker 1" for speaker_0). */
  name: string;
  /** The voice speaking for them in the language, and what it is in words; null until one is made. */
  voiceId: string | null;
  voiceLabel: string | null;
  segments: SegmentView[];
}

/** "Speaker 1" for speaker_0 (the server numbers speakers from 0); any other name as it is. */
export function speakerLabel(name: string): string {
  const match = /^speaker_(\d+)$/i.exec(name.trim());
  return match ? `Speaker ${Number(match[1]) + 1}` : name;
}

const byTime = (a: { start: number; id: string }, b: { start: number; id: string }) => a.start - b.start || a.id.localeCompare(b.id);

function segmentView(segment: Segment, speakerId: string, language: string): SegmentView {
  const dub = segment.dubs[language];
  const line = dub ? { text: dub.text ?? "", start: dub.start_time, end: dub.end_time, warning: dub.warning ?? null } : null;
  return { id: segment.id, speakerId, start: segment.start_time, end: segment.end_time, sourceText: segment.text, line, stale: !dub || dub.audio_stale };
}

/** Each speaker with their segments in time order; the speakers in the order they first speak (a speaker with no segment last). */
export function speakerViews(resource: Pick<DubbingResource, "speaker_tracks" | "speaker_segments">, language: string): SpeakerView[] {
  const speakers = Object.values(resource.speaker_tracks).map((track) => {
    const segments = track.segments.flatMap((id) => {
      const segment = resource.speaker_segments[id];
      return segment ? [segmentView(segment, track.id, language)] : [];
    });
    return {
      id: track.id,
      name: speakerLabel(track.speaker_name),
      voiceId: track.voices[language] ?? null,
      voiceLabel: track.voice_labels?.[language] ?? null,
      segments: segments.sort(byTime),
    };
  });
  const first = (s: SpeakerView) => s.segments[0]?.start ?? Number.POSITIVE_INFINITY;
  return speakers.sort((a, b) => first(a) - first(b) || a.id.localeCompare(b.id));
}

/** Every speaker's segments in one list, in time order (what the player's time is matched against). */
export function segmentsInTime(speakers: readonly SpeakerView[]): SegmentView[] {
  return speakers.flatMap((s) => s.segments).sort(byTime);
}

/** The ids of the segments whose line must be dubbed again (stale or missing clip). */
export function staleSegmentIds(segments: readonly SegmentView[]): string[] {
  return segments.filter((s) => s.stale).map((s) => s.id);
}

/** Where a segment is heard: in the original, the source's place; in a dub, where its clip was placed. */
export function segmentStart(segment: SegmentView, original: boolean): number {
  return original || !segment.line ? segment.start : segment.line.start;
}

/** The index of the segment being heard at `time` (the latest one started and not over, as segments of two speakers may overlap); -1 between segments. */
export function segmentIndexAt(segments: readonly { start: number; end: number }[], time: number): number {
  for (let i = segments.length - 1; i >= 0; i--) {
    if (segments[i].start <= time && time < segments[i].end) return i;
  }
  return -1;
}

/** "0:01.2–0:03.4": a segment's place, to the tenth of a second. */
export function segmentTimeText(start: number, end: number): string {
  const at = (seconds: number) => {
    const tenths = Math.max(0, Math.round(seconds * 10));
    const minutes = Math.floor(tenths / 600);
    const rest = (tenths % 600) / 10;
    return `${minutes}:${rest.toFixed(1).padStart(4, "0")}`;
  };
  return `${at(start)}–${at(end)}`;
}

/** The path of a resource's media URL (its origin is the server's PUBLIC_URL, which the page may be reached by another name than). */
export function mediaPath(url: string): string {
  const parsed = new URL(url, "http://localhost");
  return `${parsed.pathname}${parsed.search}`;
}

/** The URL with a token that changes when its file does, so the browser fetches the new file instead of reusing the old one. */
export function cacheBusted(url: string, token: string | null | undefined): string {
  if (!token) return url;
  return `${url}${url.includes("?") ? "&" : "?"}v=${encodeURIComponent(token)}`;
}

/** The render of the dub's own kind, which becomes its dubbed file: the video for a video, MP3 for audio. */
export function ownRenderType(dub: Pick<DubbingMetadata, "media_metadata">): "mp4" | "mp3" {
  return dub.media_metadata?.content_type.toLowerCase().startsWith("video/") ? "mp4" : "mp3";
}

export type RenderOutcome = { state: "processing" } | { state: "complete" } | { state: "failed"; error: string };

/** Where a render is: still processing, complete, or failed with the server's reason. */
export function renderOutcome(resource: Pick<DubbingResource, "renders">, renderId: string): RenderOutcome {
  const render = resource.renders[renderId];
  if (!render) return { state: "failed", error: "The render is not in the dub any more; render the language again." };
  if (render.status === "processing") return { state: "processing" };
  if (render.status === "complete") return { state: "complete" };
  return { state: "failed", error: render.error?.trim() || "The render failed." };
}

/** The languages that can still be added to the dub: the offered ones it is not in yet, in their order. */
export function addableLanguages<L extends { code: string }>(offered: readonly L[], dubLanguages: readonly string[]): L[] {
  const taken = new Set(dubLanguages);
  return offered.filter((l) => !taken.has(l.code));
}
