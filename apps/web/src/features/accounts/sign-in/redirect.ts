import { redirectAfterSignIn, type RedirectOptions } from "@vocable/domain";

/**
 * The path to go to for a `redirect` (or continue) target, by the domain's redirect rule on this
 * origin. A refused target is logged (its reason and the first characters) and replaced by the
 * default, so a crafted link cannot send a user elsewhere and a broken one can be diagnosed.
 */
export function redirectPath(candidate: string | null | undefined, opts?: RedirectOptions): string {
  const decision = redirectAfterSignIn(candidate, window.location.origin, opts);
  if (decision.rejected) {
    console.warn(`Redirect target refused (${decision.rejected}): ${JSON.stringify(String(candidate).slice(0, 100))}; going to ${decision.path}.`);
  }
  return decision.path;
}
