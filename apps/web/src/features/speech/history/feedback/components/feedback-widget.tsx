import type { Feedback } from "@vocable/contract";
import { useFeatureFlags } from "#features/operators/feature-flags/api/use-feature-flags";
import { useThumbFeedback } from "../hooks/use-thumb-feedback";
import { FeedbackDialog } from "./feedback-dialog";
import { FeedbackThumbs } from "./feedback-thumbs";

interface FeedbackWidgetProps {
  historyItemId: string;
  text: string;
  feedback: Feedback | null | undefined;
  testIdPrefix?: string;
}

/** Thumbs plus the feedback dialog for one history item. */
export function FeedbackWidget({ historyItemId, text, feedback, testIdPrefix }: FeedbackWidgetProps) {
  const flow = useThumbFeedback({ historyItemId, text, feedback });
  const flags = useFeatureFlags();
  // Spec voices §4: the widget shows only when the feature config has feedback_enabled.
  if (!flags.feedback_enabled) return null;
  return (
    <>
      <FeedbackThumbs thumb={flow.thumb} onVote={flow.vote} disabled={flow.pending} testIdPrefix={testIdPrefix} />
      <FeedbackDialog
        open={flow.dialogOpen}
        onOpenChange={flow.setDialogOpen}
        thumbsUp={flow.dialogThumbsUp}
        pending={flow.pending}
        onSubmit={flow.submitDetails}
      />
    </>
  );
}
