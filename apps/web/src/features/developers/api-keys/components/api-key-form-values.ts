import type { ApiKey } from "@vocable/contract";
import { isDefaultPermissionSet } from "@vocable/domain";
import type { PermissionsChoice } from "./permissions-picker";

/** What the key form edits: a name, the permissions and an optional monthly character limit. */
export interface ApiKeyFormValues {
  name: string;
  permissions: PermissionsChoice;
  characterLimit: number | null;
}

export const EMPTY_API_KEY_FORM: ApiKeyFormValues = { name: "", permissions: "all", characterLimit: null };

/** A key's current settings as the form's starting values ("all" when it holds the default set). */
export function formValuesOf(key: { name: string; permissions: ApiKey["permissions"]; character_limit?: number | null }): ApiKeyFormValues {
  return { name: key.name, permissions: isDefaultPermissionSet(key.permissions) ? "all" : key.permissions, characterLimit: key.character_limit ?? null };
}
