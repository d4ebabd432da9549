/**
 * The heights of the segment rows (pixels). Rows are laid out at these fixed heights (their boxes
 * scroll inside), so the windowed list knows where every row is without measuring any.
 */
export const ROW_BASE = 176;
/** A review's feedback box under the text. */
export const ROW_REVIEW_NOTE = 72;
/** The reviewer's notes on the segment (a returned task). */
export const ROW_FEEDBACK = 56;
/** A translation suggestion. */
export const ROW_SUGGESTION = 56;

export interface RowExtras {
  reviewing: boolean;
  hasFeedback: boolean;
  hasSuggestion: boolean;
}

export function rowHeight(extras: RowExtras): number {
  return ROW_BASE + (extras.reviewing ? ROW_REVIEW_NOTE : 0) + (extras.hasFeedback ? ROW_FEEDBACK : 0) + (extras.hasSuggestion ? ROW_SUGGESTION : 0);
}
