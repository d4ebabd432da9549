import type { DubbingMetadata } from "@vocable/contract";
import { useCallback, useMemo, useState } from "react";
import { dubMediaUrl } from "#features/dubbing/dubs/api/dub-urls";
import { DubDownloads } from "#features/dubbing/dubs/components/dub-downloads";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";
import { isAudioDub } from "#features/dubbing/dubs/dub-media";
import { useDubResource } from "../api/use-dub-resource";
import { useActiveSegment } from "#lib/use-active-segment";
import { useStudioMedia } from "../hooks/use-studio-media";
import { useStudioActions } from "../hooks/use-studio-actions";
import { cacheBusted, mediaPath, segmentIndexAt, segmentsInTime, speakerViews, staleSegmentIds } from "../studio-view";
import { AddLanguage } from "./add-language";
import { LanguageSwitcher } from "./language-switcher";
import { StudioPlayer } from "./studio-player";
import { StudioStatus } from "./studio-status";
import { StudioTimeline } from "./studio-timeline";

/**
 * A finished dub in the studio: the player with its language switcher (the original, or a dubbed
 * language), the downloads of what is shown, the segments by speaker in the chosen dubbed
 * language (click to hear, edit a line, re-dub it, change a speaker's voice), adding a language,
 * and what the running change is doing. Switching the language keeps the place in the media; a
 * new render of the shown language reloads the player where it was.
 */
export function DubStudio({ dub }: { dub: DubbingMetadata }) {
  const id = dub.dubbing_id;
  const resource = useDubResource(id);
  // The dubbed language the segments show (and the player, unless it plays the original).
  const [language, setLanguage] = useState(dub.target_languages[0] ?? "");
  const [original, setOriginal] = useState(false);
  // A token per language whose file was rendered again here, so the player fetches the new file.
  const [versions, setVersions] = useState<Record<string, string>>({});
  const { media, keepPlace, onLoadedMetadata, seek } = useStudioMedia();

  const onRendered = useCallback(
    (rendered: string, renderId: string) => {
      keepPlace();
      setVersions((current) => ({ ...current, [rendered]: renderId }));
    },
    [keepPlace],
  );
  const actions = useStudioActions(dub, onRendered);

  const speakers = useMemo(() => (resource.data ? speakerViews(resource.data, language) : []), [resource.data, language]);
  const segments = useMemo(() => segmentsInTime(speakers), [speakers]);
  const active = useActiveSegment(media, segments, segmentIndexAt);
  const sourcePath = resource.data ? mediaPath(resource.data.input.url) : null;
  const dubbedSrc = cacheBusted(dubMediaUrl(id, language), versions[language]);
  const src = original && sourcePath ? sourcePath : dubbedSrc;
  const audio = isAudioDub(dub);

  function show(next: { original: true } | { language: string }) {
    keepPlace();
    if ("original" in next) {
      setOriginal(true);
    } else {
      setOriginal(false);
      setLanguage(next.language);
    }
  }

  const label = original ? `${dub.name}, the original` : `${dub.name}, dubbed into ${dubLanguageName(language)}`;
  return (
    <div className="flex flex-col gap-5" data-testid="dub-result">
      <section aria-label="Dubbed media" className="flex flex-col gap-3">
        <StudioPlayer
          mediaRef={media}
          src={src}
          audio={audio}
          label={label}
          onLoadedMetadata={onLoadedMetadata}
          missing={original ? null : { language, busy: actions.task.running !== null, onMake: () => actions.redub("finish-language", [], staleSegmentIds(segments).length, language) }}
        />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <LanguageSwitcher
            languages={dub.target_languages}
            sourceLanguage={dub.source_language}
            shown={original ? null : language}
            originalReady={sourcePath !== null}
            onOriginal={() => show({ original: true })}
            onLanguage={(next) => show({ language: next })}
          />
          <DubDownloads dub={dub} language={original ? null : language} mediaUrl={src} audio={audio} />
        </div>
      </section>
      <StudioTimeline
        dub={dub}
        resource={resource}
        speakers={speakers}
        language={language}
        original={original}
        activeId={segments[active]?.id ?? null}
        actions={actions}
        onSeek={seek}
      />
      <AddLanguage dub={dub} lineCount={segments.length} actions={actions} onReady={(added) => show({ language: added })} />
      <StudioStatus task={actions.task} />
    </div>
  );
}
