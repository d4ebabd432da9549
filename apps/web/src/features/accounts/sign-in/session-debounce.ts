import { observeSessionUser, signOutDueAt } from "@vocable/domain";

/**
 * Sign-out is applied only after SIGN_OUT_DEBOUNCE_MS without a user (spec accounts §4):
 * when a check finds no user where the last one found a user, it waits out the debounce and asks
 * again, and only a second "no user" is reported. A check that flaps (a cookie being renewed, a
 * proxy hiccup) never signs anyone out.
 */
export async function checkSessionDebounced<T>(opts: {
  fetchOnce: () => Promise<T | null>;
  hadUser: boolean;
  now: () => number;
  wait: (ms: number) => Promise<void>;
}): Promise<T | null> {
  const first = await opts.fetchOnce();
  if (first || !opts.hadUser) return first;
  const observed = observeSessionUser({ noUserSince: null }, false, opts.now());
  const due = signOutDueAt(observed) ?? opts.now();
  await opts.wait(Math.max(0, due - opts.now()));
  return opts.fetchOnce();
}

/** A wait that ends early (rejecting) when the query is cancelled. */
export function abortableWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}
