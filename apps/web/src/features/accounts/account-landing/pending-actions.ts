/**
 * Link actions that need a signed-in user (support access, a sensitive-action proof), waiting for
 * one: kept in session storage for the visit, so a sign-in in between (or a reload) keeps them.
 */
import { storageKey, type LandingAction } from "@vocable/domain";

export type SignedInAction = Extract<LandingAction, { kind: "verifySignInRequest" | "verifySensitiveAction" }>;

const PENDING_KEY = storageKey("landing-pending");
const listeners = new Set<() => void>();
let pending: SignedInAction[] = read();

function read(): SignedInAction[] {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? "[]") as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (a): a is SignedInAction =>
        typeof a === "object" &&
        a !== null &&
        (a.kind === "verifySignInRequest" || a.kind === "verifySensitiveAction") &&
        typeof a.code === "string",
    );
  } catch {
    return [];
  }
}

function write(next: SignedInAction[]): void {
  pending = next;
  try {
    if (next.length === 0) window.sessionStorage.removeItem(PENDING_KEY);
    else window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(next));
  } catch {
    // Storage disabled: the action runs only if the user is signed in on this page.
  }
  for (const listener of listeners) listener();
}

/** Adds an action (once per code). */
export function addPendingAction(action: SignedInAction): void {
  if (!pending.some((a) => a.code === action.code)) write([...pending, action]);
}

/** Removes the action with `code`. */
export function removePendingAction(code: string): void {
  if (pending.some((a) => a.code === code)) write(pending.filter((a) => a.code !== code));
}

export function getPendingActions(): SignedInAction[] {
  return pending;
}

export function subscribePendingActions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
