import { MAX_BATCH_INVITES, MAX_GROUP_NAME_LENGTH, SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS, SESSION_INACTIVITY_TIMEOUT_MIN_SECONDS } from "@vocable/domain";
import { z } from "zod";
import { EmailAddress } from "./account";
import { UserAutoProvisioning } from "./sso";
import { PageToken, QueryBoolean, ResourceId, SingleLineText, shortToken } from "./strings";

/**
 * Workspaces and teams (spec accounts §1, §3 Workspace, §4 Workspace invite, §7 Workspace): the
 * ElevenLabs `workspace.members`, `workspace.invites` and `workspace.groups` shapes, plus
 * Vocable's own calls for the invitee, the switcher and the workspace settings.
 */

/** ElevenLabs seat types; `workspace_lite_member` reads as an editor (Vocable has no lite seats). */
export const SeatType = z.enum(["workspace_admin", "workspace_member", "workspace_lite_member"]).meta({ id: "SeatType" });
export type SeatType = z.infer<typeof SeatType>;

/** `{"status": "ok"}`: what the ElevenLabs workspace calls answer. */
export const WorkspaceStatus = z.object({ status: z.string() }).meta({ id: "WorkspaceStatusResponse" });

/** GET /v1/workspace/members: one person (service accounts are not listed). */
export const WorkspaceMember = z
  .object({
    user_id: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    seat_type: SeatType,
    is_owner: z.boolean(),
    is_locked: z.boolean(),
    joined_at_unix: z.number().int(),
  })
  .meta({ id: "WorkspaceMemberResponseModel" });
export type WorkspaceMember = z.infer<typeof WorkspaceMember>;
export const WorkspaceMemberList = z.array(WorkspaceMember).meta({ id: "WorkspaceMemberList" });

/** POST /v1/workspace/members: only the given fields change; `workspace_role` is the deprecated name of the seat type. */
export const UpdateMemberRequest = z
  .object({
    email: EmailAddress,
    is_locked: z.boolean().optional(),
    workspace_seat_type: SeatType.optional(),
    workspace_role: SeatType.optional(),
    allow_downgrade_to_basic_seat: z.boolean().optional(),
  })
  .meta({ id: "UpdateMemberRequest" });
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

/** POST /v1/workspace/members/remove and the group member calls: the member's e-mail. */
export const MemberEmailRequest = z.object({ email: EmailAddress }).meta({ id: "MemberEmailRequest" });
export type MemberEmailRequest = z.infer<typeof MemberEmailRequest>;

const GroupIds = z.array(ResourceId).max(50, "At most 50 groups.");

/** POST /v1/workspace/invites/add. `workspace_permission` is ElevenLabs' deprecated name of the seat type. */
export const InviteUserRequest = z
  .object({
    email: EmailAddress,
    workspace_permission: shortToken(64).optional(),
    seat_type: SeatType.optional(),
    group_ids: GroupIds.optional(),
    usage_limit: z.number().int().min(0).nullable().optional(),
  })
  .meta({ id: "InviteUserRequest" });
export type InviteUserRequest = z.infer<typeof InviteUserRequest>;

/** POST /v1/workspace/invites/add-bulk. */
export const InviteUsersRequest = z
  .object({
    emails: z.array(EmailAddress).min(1, "Give at least one e-mail address.").max(MAX_BATCH_INVITES, `At most ${MAX_BATCH_INVITES} addresses at once.`),
    seat_type: SeatType.optional(),
    group_ids: GroupIds.optional(),
    usage_limit: z.number().int().min(0).nullable().optional(),
  })
  .meta({ id: "InviteUsersRequest" });
export type InviteUsersRequest = z.infer<typeof InviteUsersRequest>;

/** An invite as the invitee sees it (GET /v1/workspace/invites). */
export const ReceivedInvite = z
  .object({
    invite_id: z.string(),
    workspace_id: z.string(),
    workspace_name: z.string(),
    invited_by_email: z.string().nullable(),
    seat_type: SeatType,
    created_at_unix: z.number().int(),
    expires_at_unix: z.number().int(),
  })
  .meta({ id: "ReceivedInvite" });
export type ReceivedInvite = z.infer<typeof ReceivedInvite>;

/** An open invite as the workspace's admins see it (GET /v1/workspace/invites/sent). */
export const SentInvite = z
  .object({
    invite_id: z.string(),
    email: z.string(),
    seat_type: SeatType,
    group_ids: z.array(z.string()),
    invited_by_email: z.string().nullable(),
    created_at_unix: z.number().int(),
    expires_at_unix: z.number().int(),
  })
  .meta({ id: "SentInvite" });
export type SentInvite = z.infer<typeof SentInvite>;

export const InvitePageQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  page_token: PageToken.optional(),
});
export const ReceivedInviteList = z
  .object({ invites: z.array(ReceivedInvite), has_more: z.boolean(), next_page_token: z.string().nullable() })
  .meta({ id: "ReceivedInviteList" });
export type ReceivedInviteList = z.infer<typeof ReceivedInviteList>;
export const SentInviteList = z
  .object({ invites: z.array(SentInvite), has_more: z.boolean(), next_page_token: z.string().nullable() })
  .meta({ id: "SentInviteList" });
export type SentInviteList = z.infer<typeof SentInviteList>;

/**
 * The `{code}` of /v1/workspace/invites/{code}/accept and /decline: the code of the mailed link,
 * or (for an invitee signed in with the invited, verified address) the invite's id from their list.
 */
export const InviteCodeParam = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "This invite link is invalid or incomplete: open the link from the e-mail again.") });

/** POST /v1/workspace/invites/{code}/accept: the workspace the invitee now acts in. */
export const AcceptedInvite = z.object({ status: z.literal("ok"), workspace_id: z.string(), workspace_name: z.string() }).meta({ id: "AcceptedInvite" });
export type AcceptedInvite = z.infer<typeof AcceptedInvite>;

/** GET /v1/workspace/is-admin. */
export const IsAdminResponse = z.object({ is_admin: z.boolean() }).meta({ id: "IsAdminResponse" });
/** GET /v1/workspace/can-access-workspace-settings. */
export const CanAccessWorkspaceSettingsResponse = z.object({ can_access_workspace_settings: z.boolean() }).meta({ id: "CanAccessWorkspaceSettingsResponse" });

/** The Workspace's training_opt_out (spec §3): enabled and since when. */
export const TrainingOptOut = z.object({ enabled: z.boolean(), timestamp_unix: z.number().int().nullable() }).meta({ id: "TrainingOptOut" });

/** GET /v1/workspace: the workspace the caller acts in (spec §3 Workspace, the fields Vocable has). */
export const WorkspaceInfo = z
  .object({
    workspace_id: z.string(),
    name: z.string(),
    owner_id: z.string(),
    created_at_unix: z.number().int(),
    tier: z.string(),
    max_seats: z.number().int(),
    seats_used: z.number().int(),
    training_opt_out: TrainingOptOut,
    mfa_required_for_users: z.boolean(),
    session_inactivity_timeout: z.number().int().nullable(),
    user_auto_provisioning: UserAutoProvisioning,
    is_admin: z.boolean(),
    can_change_training_opt_out: z.boolean(),
  })
  .meta({ id: "WorkspaceInfo" });
export type WorkspaceInfo = z.infer<typeof WorkspaceInfo>;

/** PUT /v1/workspace/update-workspace?training_opt_out=true|false. */
export const UpdateWorkspaceQuery = z.object({ training_opt_out: QueryBoolean.optional() });

/**
 * PATCH /v1/workspace/security: only the given fields change. `session_inactivity_timeout` is whole
 * seconds from 5 minutes to 24 days (the longest a browser timer holds), or null for none.
 */
export const UpdateWorkspaceSecurityRequest = z
  .object({
    mfa_required_for_users: z.boolean().optional(),
    session_inactivity_timeout: z
      .number()
      .int("A whole number of seconds.")
      .min(SESSION_INACTIVITY_TIMEOUT_MIN_SECONDS, "At least 5 minutes (300 seconds).")
      .max(SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS, `At most 24 days (${SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS} seconds).`)
      .nullable()
      .optional(),
  })
  .meta({ id: "UpdateWorkspaceSecurityRequest" });
export type UpdateWorkspaceSecurityRequest = z.infer<typeof UpdateWorkspaceSecurityRequest>;

/** GET /v1/user/workspaces: one workspace the user belongs to. */
export const UserWorkspace = z
  .object({
    workspace_id: z.string(),
    name: z.string(),
    seat_type: SeatType,
    is_owner: z.boolean(),
    is_locked: z.boolean(),
    is_current: z.boolean(),
  })
  .meta({ id: "UserWorkspace" });
export type UserWorkspace = z.infer<typeof UserWorkspace>;
export const UserWorkspaceList = z.object({ workspaces: z.array(UserWorkspace) }).meta({ id: "UserWorkspaceList" });
export type UserWorkspaceList = z.infer<typeof UserWorkspaceList>;
export const WorkspaceIdParam = z.object({ workspace_id: ResourceId });

const GroupName = SingleLineText.trim().min(1, "Give the group a name.").max(MAX_GROUP_NAME_LENGTH, `At most ${MAX_GROUP_NAME_LENGTH} characters.`);

/** GET /v1/workspace/groups: a group keyed by its id; members are e-mails. */
export const WorkspaceGroup = z
  .object({ name: z.string(), id: z.string(), members: z.array(z.string()), permissions: z.array(z.string()) })
  .meta({ id: "WorkspaceGroupResponseModel" });
export type WorkspaceGroup = z.infer<typeof WorkspaceGroup>;
export const WorkspaceGroupMap = z.record(z.string(), WorkspaceGroup).meta({ id: "WorkspaceGroupMap" });
export type WorkspaceGroupMap = z.infer<typeof WorkspaceGroupMap>;

/** GET /v1/workspace/groups/search?name=: groups whose name contains it (any case). */
export const GroupSearchQuery = z.object({ name: SingleLineText.max(MAX_GROUP_NAME_LENGTH) });
export const WorkspaceGroupByName = z
  .object({ name: z.string(), id: z.string(), members_emails: z.array(z.string()) })
  .meta({ id: "WorkspaceGroupByNameResponseModel" });
export const WorkspaceGroupByNameList = z.array(WorkspaceGroupByName).meta({ id: "WorkspaceGroupByNameList" });
export type WorkspaceGroupByName = z.infer<typeof WorkspaceGroupByName>;

/** POST /v1/workspace/groups and PATCH /v1/workspace/groups/{group_id}. */
export const GroupNameRequest = z.object({ name: GroupName }).meta({ id: "GroupNameRequest" });
export type GroupNameRequest = z.infer<typeof GroupNameRequest>;
export const GroupIdParam = z.object({ group_id: ResourceId });
