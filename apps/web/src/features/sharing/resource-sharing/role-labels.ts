import type { ResourceShareRole } from "@vocable/domain";

/** How the share roles read in the web app. */
export const ROLE_LABELS: Record<ResourceShareRole, string> = { viewer: "Viewer", editor: "Editor", admin: "Admin" };
