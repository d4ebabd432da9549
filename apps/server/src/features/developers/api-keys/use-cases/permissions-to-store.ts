import { keyPermissionsToStore, type ApiKeyPermission } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";

/** The permission list to store for a key the caller makes or changes (null: the default set), or 403 when it asks for more than it has. */
export function permissionsToStore(caller: Principal, requested: "all" | ApiKeyPermission[] | undefined): ApiKeyPermission[] | null {
  const result = keyPermissionsToStore(caller, requested);
  if (!result.ok) {
    throw new AppError("missing_permissions", 403, `A key cannot give permissions it does not have: ${result.beyond.join(", ")}.`);
  }
  return result.permissions;
}
