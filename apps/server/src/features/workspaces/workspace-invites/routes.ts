import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  AcceptedInvite,
  InviteCodeParam,
  InvitePageQuery,
  InviteUserRequest,
  InviteUsersRequest,
  MemberEmailRequest,
  ReceivedInviteList,
  SentInviteList,
  WorkspaceStatus,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { commonErrors, json, jsonBody } from "#platform/openapi";
import { answerInvite } from "./use-cases/answer-invite";
import { inviteMembers } from "./use-cases/invite-members";
import { listReceivedInvites } from "./use-cases/list-received-invites";
import { listSentInvites } from "./use-cases/list-sent-invites";
import { revokeInvite } from "./use-cases/revoke-invite";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";
import { workspaceRouteBase, workspaceRouteErrors } from "#features/workspaces/workspace-members/route-shapes";

const base = workspaceRouteBase;
const errors = workspaceRouteErrors;

const add = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/invites/add",
  summary: "Invite an e-mail address to the workspace (400 if it is a member or no seat is free)",
  request: { body: jsonBody(InviteUserRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const addBulk = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/invites/add-bulk",
  summary: "Invite several addresses at once (all or none)",
  request: { body: jsonBody(InviteUsersRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const remove = createRoute({
  ...base,
  method: "delete",
  path: "/v1/workspace/invites",
  summary: "Revoke the pending invite to an address: its link stops working",
  request: { body: jsonBody(MemberEmailRequest) },
  responses: { 200: json(WorkspaceStatus), ...errors },
});
const received = createRoute({
  ...base,
  method: "get",
  path: "/v1/workspace/invites",
  summary: "Your pending invites to workspaces",
  request: { query: InvitePageQuery },
  responses: { 200: json(ReceivedInviteList), ...commonErrors },
});
const sent = createRoute({
  ...base,
  method: "get",
  path: "/v1/workspace/invites/sent",
  summary: "The workspace's pending invites",
  request: { query: InvitePageQuery },
  responses: { 200: json(SentInviteList), ...commonErrors },
});
const accept = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/invites/{code}/accept",
  summary: "Accept an invite (the mailed code, or the invite's id from your list) and act in its workspace",
  request: { params: InviteCodeParam },
  responses: { 200: json(AcceptedInvite), ...errors },
});
const decline = createRoute({
  ...base,
  method: "post",
  path: "/v1/workspace/invites/{code}/decline",
  summary: "Decline an invite",
  request: { params: InviteCodeParam },
  responses: { 200: json(AcceptedInvite), ...errors },
});

/** Workspace invites: the ElevenLabs `workspace.invites` calls and the invitee's side. */
export function workspaceInviteRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  const ok = { status: "ok" as const };
  app.openapi(add, async (c) => {
    const body = c.req.valid("json");
    await inviteMembers(deps, c.get("principal"), { emails: [body.email], seatType: body.seat_type ?? body.workspace_permission, groupIds: body.group_ids }, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(addBulk, async (c) => {
    const body = c.req.valid("json");
    await inviteMembers(deps, c.get("principal"), { emails: body.emails, seatType: body.seat_type, groupIds: body.group_ids }, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(remove, async (c) => {
    await revokeInvite(deps.db, c.get("principal"), c.req.valid("json").email, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(received, async (c) => c.json(await listReceivedInvites(deps.db, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(sent, async (c) => c.json(await listSentInvites(deps.db, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(accept, async (c) => c.json(await answerInvite(deps, c.get("principal"), c.req.valid("param").code, "accept"), 200));
  app.openapi(decline, async (c) => c.json(await answerInvite(deps, c.get("principal"), c.req.valid("param").code, "decline"), 200));
  return app;
}
