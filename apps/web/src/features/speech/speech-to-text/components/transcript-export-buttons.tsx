import type { Transcript } from "@vocable/contract";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { saveBlob } from "#lib/save-blob";
import { transcriptExport, transcriptFileName, type TranscriptExportFormat } from "../transcript-export";

const FORMATS: ReadonlyArray<{ format: TranscriptExportFormat; label: string; title: string }> = [
  { format: "txt", label: "Text", title: "Download the text (.txt)" },
  { format: "srt", label: "SRT", title: "Download subtitles (.srt)" },
  { format: "vtt", label: "WebVTT", title: "Download subtitles (.vtt)" },
];

/** Downloads of a completed transcript, made in the browser from its words. */
export function TranscriptExportButtons({ transcript }: { transcript: Transcript }) {
  function save(format: TranscriptExportFormat) {
    const { content, type } = transcriptExport(transcript, format);
    saveBlob(new Blob([content], { type }), transcriptFileName(transcript.file_name, format));
  }

  return (
    <div role="group" aria-label="Export the transcript" className="flex flex-wrap items-center gap-2">
      {FORMATS.map(({ format, label, title }) => (
        <Button key={format} variant="secondary" size="sm" title={title} onClick={() => save(format)} data-testid={`transcript-export-${format}`}>
          <Icon name="download" />
          {label} <span className="text-muted-foreground">(.{format})</span>
        </Button>
      ))}
    </div>
  );
}
