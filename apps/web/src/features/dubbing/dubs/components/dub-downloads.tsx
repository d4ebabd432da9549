import type { DubbingMetadata } from "@vocable/contract";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { handleError } from "#lib/handle-error";
import { downloadDubSubtitles } from "../api/download-dub-subtitles";
import { originalFileName, type SubtitleExtension } from "../dub-file-names";

const linkButton =
  "inline-flex h-8 items-center gap-1.5 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800";

interface DubDownloadsProps {
  dub: DubbingMetadata;
  /** The dubbed language shown; null for the original. */
  language: string | null;
  /** The file the player plays (the dubbed file in the language, or the original). */
  mediaUrl: string;
  audio: boolean;
}

/**
 * The downloads of what the player shows: the file (the server names a dubbed one; the original
 * is named after the dub), and its subtitles as SRT and WebVTT, fetched and saved with the dub's
 * name and the language ("original" for the source's).
 */
export function DubDownloads({ dub, language, mediaUrl, audio }: DubDownloadsProps) {
  const [saving, setSaving] = useState<SubtitleExtension | null>(null);

  async function save(extension: SubtitleExtension) {
    setSaving(extension);
    try {
      await downloadDubSubtitles(dub, language ?? "source", extension);
    } catch (error) {
      handleError(error);
    } finally {
      setSaving(null);
    }
  }

  return (
    <div role="group" aria-label="Downloads" className="flex flex-wrap items-center gap-2" data-testid="dub-downloads">
      <a href={mediaUrl} download={language === null ? originalFileName(dub.name, dub.media_metadata?.content_type ?? "") : true} className={linkButton} data-testid="dub-download-media">
        <Icon name="download" />
        {language === null ? (
          "Download the original"
        ) : audio ? (
          <>
            Download audio <span className="text-muted-foreground">(.mp3)</span>
          </>
        ) : (
          "Download video"
        )}
      </a>
      <Button variant="secondary" size="sm" disabled={saving !== null} onClick={() => void save("srt")} title="Download subtitles (.srt)" data-testid="dub-download-srt">
        {saving === "srt" ? <Spinner label="Saving the SRT subtitles" /> : <Icon name="download" />}
        SRT <span className="text-muted-foreground">(.srt)</span>
      </Button>
      <Button variant="secondary" size="sm" disabled={saving !== null} onClick={() => void save("vtt")} title="Download subtitles (.vtt)" data-testid="dub-download-vtt">
        {saving === "vtt" ? <Spinner label="Saving the WebVTT subtitles" /> : <Icon name="download" />}
        WebVTT <span className="text-muted-foreground">(.vtt)</span>
      </Button>
    </div>
  );
}
