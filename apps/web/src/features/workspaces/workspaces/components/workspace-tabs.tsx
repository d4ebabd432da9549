import { APP_ROUTES } from "@vocable/domain";
import { SectionTabs } from "#components/ui/section-tabs";

const TABS = [
  { to: APP_ROUTES.workspace, label: "General" },
  { to: APP_ROUTES.workspaceMembers, label: "Members" },
  { to: APP_ROUTES.workspaceGroups, label: "Groups" },
  { to: APP_ROUTES.workspaceSecurity, label: "Security" },
  { to: APP_ROUTES.workspaceAuditLog, label: "Audit log" },
  { to: APP_ROUTES.workspaceServiceAccounts, label: "Service accounts" },
  { to: APP_ROUTES.workspaceProductions, label: "Productions orders" },
];

/** The workspace settings' sections. */
export function WorkspaceTabs() {
  return <SectionTabs label="Workspace" tabs={TABS} />;
}
