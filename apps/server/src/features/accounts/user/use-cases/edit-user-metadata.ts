import type { Db } from "#db/client";
import { updateUserProfile } from "#features/accounts/account/repo";

/**
 * POST /v1/user/edit-user-metadata: the account metadata a user may set, which is whether they
 * want product updates. A `geo_location` in the request is ignored: the server derives it.
 */
export async function editUserMetadata(db: Db, userId: string, metadata: { agrees_to_product_updates?: boolean }): Promise<void> {
  if (metadata.agrees_to_product_updates === undefined) return;
  await updateUserProfile(db, userId, { agreesToProductUpdates: metadata.agrees_to_product_updates });
}
