import type { Feedback } from "@vocable/contract";
import {
  FEEDBACK_ALREADY_REVIEWED_MESSAGE,
  FEEDBACK_SUBMITTED_MESSAGE,
  canChangeFeedback,
  characterCost,
  shouldAutoOpenFeedbackDialog,
  toggleThumb,
  type FeedbackInput,
  type ThumbState,
} from "@vocable/domain";
import { useState } from "react";
import { toast } from "sonner";
import { handleError } from "#lib/handle-error";
import { useClearFeedback } from "../api/use-clear-feedback";
import { useSubmitFeedback } from "../api/use-submit-feedback";

export interface ThumbFeedbackOptions {
  historyItemId: string;
  /** The generated text (its length decides whether a positive vote opens the dialog). */
  text: string;
  feedback: Feedback | null | undefined;
}

/**
 * The thumbs flow (spec voices §4, §5): clicking a thumb toggles the vote; a new vote is
 * recorded at once, then the dialog opens for details when the rule says so (always for a
 * negative vote, for a positive one when the text is 400 characters or fewer), otherwise the
 * success toast confirms it. Reviewed feedback can no longer change.
 */
export function useThumbFeedback({ historyItemId, text, feedback }: ThumbFeedbackOptions) {
  const submit = useSubmitFeedback(historyItemId);
  const clear = useClearFeedback(historyItemId);
  const serverThumb: ThumbState = feedback ? feedback.thumbs_up : null;
  // Shown at once while the server catches up; dropped when the server state changes.
  const [override, setOverride] = useState<ThumbState | undefined>(undefined);
  const [dialog, setDialog] = useState<{ open: boolean; thumbsUp: boolean }>({ open: false, thumbsUp: true });

  const serverKey = `${historyItemId}:${serverThumb}`;
  const [overriddenKey, setOverriddenKey] = useState(serverKey);
  if (overriddenKey !== serverKey) {
    setOverriddenKey(serverKey);
    setOverride(undefined);
  }

  const thumb = override !== undefined ? override : serverThumb;

  function vote(clicked: boolean) {
    if (submit.isPending || clear.isPending) return;
    if (!canChangeFeedback(feedback?.review_status)) {
      toast.error(FEEDBACK_ALREADY_REVIEWED_MESSAGE);
      return;
    }
    const next = toggleThumb(thumb, clicked);
    if (next === null) {
      setOverride(null);
      clear.mutate(undefined, {
        onError: (error) => {
          setOverride(undefined);
          handleError(error);
        },
      });
      return;
    }
    setOverride(next);
    submit.mutate(
      { thumbs_up: next },
      {
        onSuccess: () => {
          if (shouldAutoOpenFeedbackDialog(next, characterCost(text))) setDialog({ open: true, thumbsUp: next });
          else toast.success(FEEDBACK_SUBMITTED_MESSAGE);
        },
        onError: (error) => {
          setOverride(undefined);
          handleError(error);
        },
      },
    );
  }

  function submitDetails(input: FeedbackInput) {
    submit.mutate(input, {
      onSuccess: () => {
        setDialog((d) => ({ ...d, open: false }));
        toast.success(FEEDBACK_SUBMITTED_MESSAGE);
      },
      onError: handleError,
    });
  }

  return {
    thumb,
    vote,
    pending: submit.isPending || clear.isPending,
    dialogOpen: dialog.open,
    dialogThumbsUp: dialog.thumbsUp,
    setDialogOpen: (open: boolean) => setDialog((d) => ({ ...d, open })),
    submitDetails,
  };
}
