import type { DubbingResource } from "@vocable/contract";
import type { DubRender } from "#db/schema/index";
import type { DubRow } from "#features/dubbing/dubs/repo";
import { resourceVersion } from "#features/dubbing/dubs/repo";
import { mediaId, mediaUrl, type DubMedia } from "./dub-media";

type MediaReference = DubbingResource["input"];
type Place = { publicUrl: string; bucket: string };

const seconds = (value: number) => Math.round(value * 1000) / 1000;

function reference(place: Place, dub: DubRow, media: DubMedia, file: { contentType: string; durationSeconds: number; isAudio: boolean }): MediaReference {
  return {
    src: mediaId(media),
    content_type: file.contentType,
    bucket_name: place.bucket,
    random_path_slug: dub.id,
    duration_secs: seconds(file.durationSeconds),
    is_audio: file.isAudio,
    url: mediaUrl(place.publicUrl, dub, media),
  };
}

function presentRender(place: Place, dub: DubRow, render: DubRender): DubbingResource["renders"][string] {
  const file = render.key && render.contentType ? { contentType: render.contentType, durationSeconds: render.durationSeconds ?? dub.sourceSeconds, isAudio: !render.contentType.startsWith("video/") } : null;
  return {
    id: render.id,
    version: render.version,
    language: render.language,
    type: render.type as DubbingResource["renders"][string]["type"],
    status: render.status,
    error: render.error,
    ...(file ? { media_ref: reference(place, dub, { kind: "render", renderId: render.id }, file) } : {}),
  };
}

/**
 * A dub's studio resource (DubbingResource): the source, its separated speech and background,
 * each speaker's track and voices, each segment in the source and in every target language with
 * its dubbed clip and whether that clip is stale, and the renders.
 */
export function presentDubResource(dub: DubRow, place: Place): DubbingResource {
  const { resource } = dub;
  const wav = (durationSeconds: number) => ({ contentType: "audio/wav", durationSeconds, isAudio: true });
  const total = dub.sourceSeconds;
  const speakerTracks: DubbingResource["speaker_tracks"] = {};
  for (const speaker of resource.speakers) {
    const voices = Object.entries(speaker.voices ?? {});
    speakerTracks[speaker.id] = {
      id: speaker.id,
      media_ref: reference(place, dub, { kind: "speaker", speakerId: speaker.id }, wav(total)),
      speaker_name: speaker.name ?? speaker.id,
      voices: Object.fromEntries(voices.map(([language, v]) => [language, v.voiceId])),
      segments: resource.segments.filter((s) => s.speaker === speaker.id).map((s) => s.id),
      voice_labels: Object.fromEntries(voices.map(([language, v]) => [language, v.label])),
    };
  }
  const speakerSegments: DubbingResource["speaker_segments"] = {};
  for (const segment of resource.segments) {
    const dubs: DubbingResource["speaker_segments"][string]["dubs"] = {};
    for (const [language, line] of Object.entries(segment.translations)) {
      const start = line.clip ? line.start : segment.start;
      const end = line.clip ? line.end : segment.end;
      dubs[language] = {
        start_time: seconds(start),
        end_time: seconds(end),
        text: line.text,
        subtitles: [{ start_time: seconds(start), end_time: seconds(Math.max(end, start)), lines: [line.text] }],
        audio_stale: line.stale === true || !line.clip,
        warning: line.warning,
        ...(line.clip ? { media_ref: reference(place, dub, { kind: "clip", language, segmentId: segment.id }, wav(line.end - line.start)) } : {}),
      };
    }
    speakerSegments[segment.id] = {
      id: segment.id,
      start_time: seconds(segment.start),
      end_time: seconds(segment.end),
      text: segment.text,
      subtitles: [{ start_time: seconds(segment.start), end_time: seconds(segment.end), lines: [segment.text] }],
      dubs,
    };
  }
  const input = { contentType: dub.media.contentType, durationSeconds: dub.media.durationSeconds, isAudio: !dub.media.hasVideo };
  return {
    id: dub.id,
    version: resourceVersion(dub),
    source_language: dub.sourceLanguage ?? dub.requestedSourceLanguage,
    target_languages: dub.targetLanguages,
    input: reference(place, dub, { kind: "source" }, input),
    background: reference(place, dub, { kind: "background" }, wav(total)),
    foreground: reference(place, dub, { kind: "foreground" }, wav(total)),
    speaker_tracks: speakerTracks,
    speaker_segments: speakerSegments,
    renders: Object.fromEntries(Object.values(resource.renders ?? {}).map((r) => [r.id, presentRender(place, dub, r)])),
  };
}
