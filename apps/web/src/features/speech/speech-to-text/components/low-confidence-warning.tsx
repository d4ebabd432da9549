import { LOW_CONFIDENCE_TITLE, lowConfidenceMessage, type TranscriptConfidence } from "../transcript-confidence";

/** The warning above a transcript the recogniser was unsure of, before the player and the words (read first). */
export function LowConfidenceWarning({ confidence }: { confidence: TranscriptConfidence }) {
  return (
    <div
      role="status"
      data-testid="transcript-low-confidence"
      className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-semibold">{LOW_CONFIDENCE_TITLE}</p>
      <p>{lowConfidenceMessage(confidence)}</p>
    </div>
  );
}
