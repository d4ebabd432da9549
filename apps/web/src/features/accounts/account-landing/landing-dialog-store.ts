/**
 * The landing dialog in force (spec accounts §4 "Landing dialogs"), shared by the landing (answers
 * to links) and the signed-in layout (the needsVerifyEmail reminder). A tiny external store, so
 * any component can ask for a dialog without a provider; transitions follow the domain's rule.
 */
import { nextLandingDialog, type LandingDialog } from "@vocable/domain";

export interface LandingDialogState {
  dialog: LandingDialog;
  /** The text of a failure dialog (emailVerifyFailed). */
  message?: string;
}

const listeners = new Set<() => void>();
let state: LandingDialogState = { dialog: "none" };
/** Set while a verifyEmail link is being handled: the "verify your e-mail" reminder would be wrong. */
let verifyingEmail = false;

function publish(next: LandingDialogState): void {
  if (next.dialog === state.dialog && next.message === state.message) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Opens a dialog (a reminder never covers an answer). */
export function showLandingDialog(dialog: Exclude<LandingDialog, "none">, message?: string): void {
  const next = nextLandingDialog(state.dialog, { type: "show", dialog });
  publish(next === state.dialog ? state : { dialog: next, message });
}

/** Closes the dialog. */
export function closeLandingDialogState(): void {
  publish({ dialog: nextLandingDialog(state.dialog, { type: "close" }) });
}

export function getLandingDialog(): LandingDialogState {
  return state;
}

export function subscribeLandingDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks that this page is verifying the e-mail through a link. */
export function setVerifyingEmail(value: boolean): void {
  verifyingEmail = value;
}

export function isVerifyingEmail(): boolean {
  return verifyingEmail;
}
