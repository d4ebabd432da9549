import { LANGUAGE_PAGE_TRIES_PER_HOUR, type LanguagePageEntry } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { speakAsLanguagePage } from "./speak-as-language-page";

/** A visitor's texts per address: a few tries, not a free text-to-speech service. */
export const VISITOR_SPEECH_RATE_LIMIT = { window: 3600, max: LANGUAGE_PAGE_TRIES_PER_HOUR };
/** Visitors' texts spoken at once by this process; the next ones are told to try again. */
export const VISITOR_SPEECH_CONCURRENCY = 2;

let speaking = 0;

/**
 * A visitor's own text on a landing page, spoken by the page's voice without an account: counted
 * against the address first, then refused while two are being spoken already.
 */
export async function speakVisitorText(
  deps: Pick<AppDeps, "speech" | "rateLimit">,
  entry: LanguagePageEntry,
  text: string,
  clientKey: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const { allowed } = await deps.rateLimit.consume(`language-page-speech:${clientKey}`, VISITOR_SPEECH_RATE_LIMIT);
  if (!allowed) {
    throw new AppError("rate_limited", 429, `Visitors can try ${VISITOR_SPEECH_RATE_LIMIT.max} texts an hour from one address: sign up free to generate more.`);
  }
  if (speaking >= VISITOR_SPEECH_CONCURRENCY) throw new AppError("system_busy", 429, "Many visitors are trying voices right now: try again in a few seconds.");
  speaking += 1;
  try {
    return await speakAsLanguagePage(deps, entry, text, signal);
  } finally {
    speaking -= 1;
  }
}
