import { useQuery } from "@tanstack/react-query";
import { FeedbackWidget } from "#features/speech/history/feedback/components/feedback-widget";
import { historyItemQueryOptions } from "#features/speech/history/api/history-item-query";

interface PlayerFeedbackProps {
  historyItemId: string;
  text: string | null | undefined;
}

/** Feedback thumbs in the player, for the history item being played. */
export function PlayerFeedback({ historyItemId, text }: PlayerFeedbackProps) {
  const { data } = useQuery(historyItemQueryOptions(historyItemId));
  if (!data) return null;
  return (
    <FeedbackWidget
      historyItemId={historyItemId}
      text={data.text ?? text ?? ""}
      feedback={data.feedback}
      testIdPrefix="player-feedback"
    />
  );
}
