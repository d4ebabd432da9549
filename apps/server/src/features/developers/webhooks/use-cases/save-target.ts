import { webhookUrlProblemMessage } from "@vocable/domain";
import type { Config } from "#platform/env";
import { AppError } from "#platform/errors";
import { checkTargetForSaving } from "../safe-target";

/** Refuses (400 webhook_url_not_allowed) a URL a webhook may not be saved with. */
export async function requireAllowedTarget(config: Config, url: string): Promise<void> {
  const refused = await checkTargetForSaving(url, { allowPrivate: config.webhooks.allowPrivateTargets });
  if (refused) throw new AppError("webhook_url_not_allowed", 400, webhookUrlProblemMessage(refused.problem));
}
