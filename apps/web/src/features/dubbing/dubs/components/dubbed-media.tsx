import type { DubbingMetadata } from "@vocable/contract";
import { useRef, useState } from "react";
import { dubMediaUrl } from "../api/dub-urls";
import { dubLanguageName } from "../dub-languages";
import { isAudioDub } from "../dub-media";
import { DubDownloads } from "./dub-downloads";
import { DubTranscript } from "./dub-transcript";
import { Select } from "./select";

/**
 * A finished dub: the dubbed video (or audio, for an audio source) in the language chosen among
 * its target languages (the original is not kept as a file, so it is not offered), its downloads,
 * and the transcripts side by side. Switching the language keeps the place in the media.
 */
export function DubbedMedia({ dub }: { dub: DubbingMetadata }) {
  const languages = dub.target_languages;
  const [language, setLanguage] = useState(languages[0] ?? "");
  const media = useRef<HTMLMediaElement | null>(null);
  // Where to carry on after a language switch, and whether it was playing.
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const audio = isAudioDub(dub);
  const src = dubMediaUrl(dub.dubbing_id, language);

  function switchTo(next: string) {
    const element = media.current;
    resume.current = element ? { time: element.currentTime, playing: !element.paused } : null;
    setLanguage(next);
  }

  function onLoadedMetadata() {
    const element = media.current;
    const at = resume.current;
    resume.current = null;
    if (!element || !at) return;
    element.currentTime = Math.min(at.time, Number.isFinite(element.duration) ? element.duration : at.time);
    if (at.playing) void element.play().catch(() => undefined);
  }

  function seek(seconds: number) {
    const element = media.current;
    // A hair past the line's start, so a time read back a little low still falls inside it.
    if (element) element.currentTime = Math.max(0, seconds + 0.001);
  }

  const attach = (element: HTMLMediaElement | null) => {
    media.current = element;
  };
  const label = `${dub.name}, dubbed into ${dubLanguageName(language)}`;

  return (
    <div className="flex flex-col gap-5" data-testid="dub-result">
      <section aria-label="Dubbed media" className="flex flex-col gap-3">
        {audio ? (
          <audio ref={attach} controls preload="metadata" src={src} onLoadedMetadata={onLoadedMetadata} aria-label={label} className="w-full" data-testid="dub-audio" />
        ) : (
          <video
            ref={attach}
            controls
            playsInline
            preload="metadata"
            src={src}
            onLoadedMetadata={onLoadedMetadata}
            aria-label={label}
            className="max-h-[60vh] w-full rounded-lg bg-black"
            data-testid="dub-video"
          />
        )}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex w-full flex-col gap-1.5 sm:w-56">
            <label htmlFor="dub-language" className="text-sm font-medium">
              Language
            </label>
            <Select id="dub-language" value={language} onChange={(e) => switchTo(e.target.value)} disabled={languages.length < 2} data-testid="dub-language">
              {languages.map((code) => (
                <option key={code} value={code}>
                  {dubLanguageName(code)}
                </option>
              ))}
            </Select>
          </div>
          <DubDownloads dub={dub} language={language} audio={audio} />
        </div>
      </section>
      <DubTranscript dub={dub} language={language} media={media} onSeek={seek} />
    </div>
  );
}
