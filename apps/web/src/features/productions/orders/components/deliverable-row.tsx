import { useState } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { fetchDeliverable } from "../api/use-deliverables";
import { formatLabel, type DeliverableGroup } from "../order-deliverables";
import { TranscriptPreview } from "./transcript-preview";

interface DeliverableRowProps {
  orderId: string;
  group: DeliverableGroup;
  /** "Transcription · English" and the media's name. */
  title: string;
  mediaName: string;
}

/** One item's results for one media file: a download button per format, and a transcript's preview. */
export function DeliverableRow({ orderId, group, title, mediaName }: DeliverableRowProps) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const hasText = group.files.some((f) => f.format === "txt");

  async function download(file: DeliverableGroup["files"][number]) {
    if (downloading) return;
    setDownloading(file.format);
    try {
      saveBlob(await fetchDeliverable({ orderId, itemId: file.itemId, mediaId: file.mediaId, language: file.language, format: file.format }), file.name);
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <li className="flex flex-col gap-2 px-3 py-3" data-testid="order-deliverable" data-item-id={group.itemId} data-media-id={group.mediaId} data-language={group.language}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-medium">{mediaName}</p>
          <p className="text-xs text-muted-foreground">{title}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {group.files.map((file) => (
            <Button
              key={file.format}
              variant="secondary"
              size="sm"
              onClick={() => void download(file)}
              disabled={downloading !== null}
              title={file.name}
              data-testid={`order-download-${file.format}`}
            >
              {downloading === file.format ? <Spinner label="Downloading" /> : null}
              Download {formatLabel(file.format)}
            </Button>
          ))}
          {hasText ? (
            <Button variant="ghost" size="sm" onClick={() => setPreviewing((p) => !p)} aria-expanded={previewing} data-testid="order-preview-toggle">
              {previewing ? "Hide transcript" : "Show transcript"}
            </Button>
          ) : null}
        </div>
      </div>
      {previewing ? <TranscriptPreview orderId={orderId} itemId={group.itemId} mediaId={group.mediaId} language={group.language} /> : null}
    </li>
  );
}
