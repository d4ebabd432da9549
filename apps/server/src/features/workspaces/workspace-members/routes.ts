import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  CanAccessWorkspaceSettingsResponse,
  IsAdminResponse,
  MemberEmailRequest,
  StatusOk,
  UpdateMemberRequest,
  UpdateWorkspaceQuery,
  UpdateWorkspaceSecurityRequest,
  UserWorkspaceList,
  WorkspaceIdParam,
  WorkspaceInfo,
  WorkspaceMemberList,
  WorkspaceStatus,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { commonErrors, json, jsonBody } from "#platform/openapi";
import { isWorkspaceAdmin } from "#features/workspaces/workspaces/policy";
import { getWorkspaceInfo } from "./use-cases/get-workspace";
import { leaveWorkspace } from "./use-cases/leave-workspace";
import { listWorkspacesOfUser } from "./use-cases/list-user-workspaces";
import { listMembers } from "./use-cases/list-members";
import { removeMember } from "./use-cases/remove-member";
import { switchWorkspace } from "./use-cases/switch-workspace";
import { updateMember } from "./use-cases/update-member";
import { updateSecuritySettings } from "./use-cases/update-security-settings";
import { updateWorkspaceSettings } from "./use-cases/update-workspace";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";
import { workspaceRouteBase, workspaceRouteErrors } from "./route-shapes";

const base = workspaceRouteBase;
const errors = workspaceRouteErrors;

const getWorkspace = createRoute({ ...base, method: "get", path: "/v1/workspace", summary: "The workspace you act in: seats, training opt-out, settings", responses: { 200: json(WorkspaceInfo), ...errors } });
const isAdmin = createRoute({ ...base, method: "get", path: "/v1/workspace/is-admin", summary: "Whether you administer the workspace", responses: { 200: json(IsAdminResponse), ...commonErrors } });
const canAccessSettings = createRoute({
  ...base,
  method: "get",
  path: "/v1/workspace/can-access-workspace-settings",
  summary: "Whether you may change the workspace's settings",
  responses: { 200: json(CanAccessWorkspaceSettingsResponse), ...commonErrors },
});
const updateWorkspace = createRoute({
  ...base,
  method: "put",
  path: "/v1/workspace/update-workspace",
  summary: "Change the workspace's settings (admins only): training_opt_out",
  request: { query: UpdateWorkspaceQuery },
  responses: { 200: json(WorkspaceInfo), ...errors },
});
const updateSecurity = createRoute({
  ...base,
  method: "patch",
  path: "/v1/workspace/security",
  summary: "Change the workspace's security settings (admins only): mfa_required_for_users, session_inactivity_timeout",
  request: { body: jsonBody(UpdateWorkspaceSecurityRequest) },
  responses: { 200: json(WorkspaceInfo), ...errors },
});
const listMembersRoute = createRoute({
  ...base,
  method: "get",
  path: "/v1/workspace/members",
  summary: "List the workspace's members (locked ones too; not service accounts)",
  responses: { 200: json(WorkspaceMemberList), ...commonErrors },
});
const updateMemberRoute = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/members",
  summary: "Change a member's seat type or lock (admins only)",
  request: { body: jsonBody(UpdateMemberRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const removeMemberRoute = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/members/remove",
  summary: "Remove a member: their access ends at once and their keys here are deleted",
  request: { body: jsonBody(MemberEmailRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const leave = createRoute({ ...base, method: "post", path: "/v1/workspace/members/leave", summary: "Leave the workspace you act in", responses: { 200: json(WorkspaceStatus), ...errors } });
const userWorkspaces = createRoute({ ...base, method: "get", path: "/v1/user/workspaces", summary: "The workspaces you belong to", responses: { 200: json(UserWorkspaceList), ...commonErrors } });
const switchRoute = createRoute({
  ...base,
  method: "post",
  path: "/v1/user/workspaces/{workspace_id}/switch",
  summary: "Act in another of your workspaces from the next request on",
  request: { params: WorkspaceIdParam },
  responses: { 200: json(StatusOk), ...errors },
});

/** The workspace itself, its members, and the user's workspaces (issue 9 §1). */
export function workspaceMemberRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  const ok = { status: "ok" as const };
  app.openapi(getWorkspace, async (c) => c.json(await getWorkspaceInfo(deps.db, c.get("principal")), 200));
  app.openapi(isAdmin, (c) => c.json({ is_admin: isWorkspaceAdmin(c.get("principal")) }, 200));
  app.openapi(canAccessSettings, (c) => c.json({ can_access_workspace_settings: isWorkspaceAdmin(c.get("principal")) }, 200));
  app.openapi(updateWorkspace, async (c) => {
    await updateWorkspaceSettings(deps.db, c.get("principal"), c.req.valid("query"), audit(c));
    return c.json(await getWorkspaceInfo(deps.db, c.get("principal")), 200);
  });
  app.openapi(updateSecurity, async (c) => {
    await updateSecuritySettings(deps.db, c.get("principal"), c.req.valid("json"), audit(c));
    return c.json(await getWorkspaceInfo(deps.db, c.get("principal")), 200);
  });
  app.openapi(listMembersRoute, async (c) => c.json(await listMembers(deps.db, c.get("principal")), 200));
  app.openapi(updateMemberRoute, async (c) => {
    await updateMember(deps.db, c.get("principal"), c.req.valid("json"), audit(c));
    return c.json(ok, 200);
  });
  app.openapi(removeMemberRoute, async (c) => {
    await removeMember(deps, c.get("principal"), c.req.valid("json").email, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(leave, async (c) => {
    await leaveWorkspace(deps, c.get("principal"));
    return c.json(ok, 200);
  });
  app.openapi(userWorkspaces, async (c) => c.json(await listWorkspacesOfUser(deps.db, c.get("principal")), 200));
  app.openapi(switchRoute, async (c) => {
    await switchWorkspace(deps.db, c.get("principal"), c.req.valid("param").workspace_id);
    return c.json(ok, 200);
  });
  return app;
}
