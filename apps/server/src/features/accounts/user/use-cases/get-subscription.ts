import type { Subscription } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { readBillingFields } from "#features/billing/subscriptions/use-cases/read-billing-fields";
import { readVoiceSlotUse } from "#features/voices/voices/use-cases/check-voice-limits";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { presentSubscription } from "../presenter";

/** GET /v1/user/subscription: the caller's workspace's plan, quotas, voice slots and billing fields. */
export async function getSubscription(db: Db, principal: Principal): Promise<Subscription> {
  const ws = await getWorkspace(db, principal.workspaceId);
  const [voices, billing] = await Promise.all([readVoiceSlotUse(db, principal.workspaceId, new Date(), ws!), readBillingFields(db, ws!)]);
  return presentSubscription(ws!, voices, billing);
}
