import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  GroupIdParam,
  GroupNameRequest,
  GroupSearchQuery,
  MemberEmailRequest,
  WorkspaceGroup,
  WorkspaceGroupByNameList,
  WorkspaceGroupMap,
  WorkspaceStatus,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { commonErrors, json, jsonBody } from "#platform/openapi";
import { addGroupMember } from "./use-cases/add-group-member";
import { createGroup } from "./use-cases/create-group";
import { deleteWorkspaceGroup } from "./use-cases/delete-group";
import { listWorkspaceGroups } from "./use-cases/list-groups";
import { removeGroupMember } from "./use-cases/remove-group-member";
import { renameWorkspaceGroup } from "./use-cases/rename-group";
import { searchWorkspaceGroups } from "./use-cases/search-groups";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";
import { workspaceRouteBase, workspaceRouteErrors } from "#features/workspaces/workspace-members/route-shapes";

const base = workspaceRouteBase;
const errors = workspaceRouteErrors;

const list = createRoute({ ...base, method: "get", path: "/v1/workspace/groups", summary: "The workspace's groups by id, with members' e-mails", responses: { 200: json(WorkspaceGroupMap), ...commonErrors } });
const search = createRoute({
  ...base,
  method: "get",
  path: "/v1/workspace/groups/search",
  summary: "Groups whose name contains the text (any case)",
  request: { query: GroupSearchQuery },
  responses: { 200: json(WorkspaceGroupByNameList), ...commonErrors },
});
const create = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/groups",
  summary: "Make a group",
  request: { body: jsonBody(GroupNameRequest) },
  responses: { 200: json(WorkspaceGroup), ...commonErrors },
});
const rename = createRoute({
  ...base,
  method: "patch",
  path: "/v1/workspace/groups/{group_id}",
  summary: "Rename a group",
  request: { params: GroupIdParam, body: jsonBody(GroupNameRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const remove = createRoute({
  ...base,
  method: "delete",
  path: "/v1/workspace/groups/{group_id}",
  summary: "Delete a group (its members stay in the workspace)",
  request: { params: GroupIdParam },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const addMember = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/groups/{group_id}/members",
  summary: "Add a member of the workspace to the group",
  request: { params: GroupIdParam, body: jsonBody(MemberEmailRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const removeMember = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/groups/{group_id}/members/remove",
  summary: "Take a member out of the group",
  request: { params: GroupIdParam, body: jsonBody(MemberEmailRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});

/** Workspace groups: the ElevenLabs `workspace.groups` calls plus making, renaming and deleting groups. */
export function workspaceGroupRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  const ok = { status: "ok" as const };
  app.openapi(list, async (c) => c.json(await listWorkspaceGroups(deps.db, c.get("principal")), 200));
  app.openapi(search, async (c) => c.json(await searchWorkspaceGroups(deps.db, c.get("principal"), c.req.valid("query").name), 200));
  app.openapi(create, async (c) => c.json(await createGroup(deps.db, c.get("principal"), c.req.valid("json").name, audit(c)), 200));
  app.openapi(rename, async (c) => {
    await renameWorkspaceGroup(deps.db, c.get("principal"), c.req.valid("param").group_id, c.req.valid("json").name, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(remove, async (c) => {
    await deleteWorkspaceGroup(deps.db, c.get("principal"), c.req.valid("param").group_id, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(addMember, async (c) => {
    await addGroupMember(deps.db, c.get("principal"), c.req.valid("param").group_id, c.req.valid("json").email, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(removeMember, async (c) => {
    await removeGroupMember(deps.db, c.get("principal"), c.req.valid("param").group_id, c.req.valid("json").email, audit(c));
    return c.json(ok, 200);
  });
  return app;
}
