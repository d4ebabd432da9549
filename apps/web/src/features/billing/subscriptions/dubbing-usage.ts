/**
 * The subscription page's dubbing line (issue 28): the minutes of dubbing the plan's monthly
 * characters buy, with and without the watermark (the plan cards' figures, for the workspace's own
 * limit), and the characters dubs used this month (GET /v1/usage/character-stats by product, where
 * a dub counts when it is made and a failed one is taken back). Pure: the page renders what this
 * returns.
 */
import type { Subscription } from "@vocable/contract";
import { addMonthsClamped, formatInteger, planDubbingMinutes } from "@vocable/domain";
import type { UsageParams } from "#features/billing/usage/api/usage-query";
import { dubbingLine } from "./plan-audio-lines";

/** The parts of the subscription answer the line reads. */
export type DubbingFields = Pick<Subscription, "tier" | "character_limit" | "next_character_count_reset_unix" | "character_count_restarted_unix">;

/** The usage answer's product label of dubs (the server names its "Dubbing" source so). */
export const DUBBING_USAGE_LABEL = "Dubbing";

/** "Up to 33 minutes of dubbing a month (50 with a watermark)" for the workspace's character limit. */
export function dubbingAllowance(sub: Pick<DubbingFields, "tier" | "character_limit">): string {
  return dubbingLine(planDubbingMinutes(sub.tier, sub.character_limit));
}

/**
 * This month's character count as a usage window (UTC Unix ms): from the last reset, one calendar
 * month before the next (clamped as the resets are: an anchor on the 29th to 31st after a shorter
 * month starts the window up to three days early), or from the new plan that restarted the count,
 * to the next reset. Usage is kept per hour, so the window's first hour counts whole.
 */
export function characterMonthWindow(sub: Pick<DubbingFields, "next_character_count_reset_unix" | "character_count_restarted_unix">): { startUnix: number; endUnix: number } {
  const next = sub.next_character_count_reset_unix * 1000;
  const monthBefore = addMonthsClamped(new Date(next), -1).getTime();
  const restarted = sub.character_count_restarted_unix === null ? null : sub.character_count_restarted_unix * 1000;
  return { startUnix: restarted !== null && restarted > monthBefore && restarted < next ? restarted : monthBefore, endUnix: next - 1 };
}

/** The usage query of the line: this month's characters by product, in one bucket; the workspace's for admins, else the member's own. */
export function dubbingUsageParams(sub: DubbingFields, scope: UsageParams["scope"]): UsageParams {
  return { scope, ...characterMonthWindow(sub), breakdown: "product_type", interval: "cumulative" };
}

/** "6,000 characters used this month" (the workspace's), "6,000 characters used by you this month"; null while the numbers are not in. */
export function dubbingUsedText(usage: Record<string, number[]> | undefined, scope: UsageParams["scope"]): string | null {
  if (!usage) return null;
  const used = (usage[DUBBING_USAGE_LABEL] ?? []).reduce((sum, n) => sum + n, 0);
  return `${formatInteger(used)} ${used === 1 ? "character" : "characters"} used ${scope === "mine" ? "by you " : ""}this month`;
}
