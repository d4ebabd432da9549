import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { ResourceShareRole } from "@vocable/domain";
import type { Db } from "#db/client";
import { apiKey, resourceShare, user, workspaceMember } from "#db/schema/index";
import { viewerPrincipals, type ShareViewer } from "./viewer";

export type ShareRow = typeof resourceShare.$inferSelect;
export type SharePrincipalType = ShareRow["principalType"];

/** A resource as sharing knows it. */
export interface ResourceRef {
  workspaceId: string;
  resourceType: string;
  resourceId: string;
}

const ofResource = (r: ResourceRef) =>
  and(eq(resourceShare.workspaceId, r.workspaceId), eq(resourceShare.resourceType, r.resourceType), eq(resourceShare.resourceId, r.resourceId));

/** `(principal_type, principal_id) in (...)`: the shares that reach a viewer. */
export function reachesViewer(viewer: ShareViewer): SQL {
  const pairs = viewerPrincipals(viewer).map((p) => sql`(${p.type}::text, ${p.id}::text)`);
  return sql`(${resourceShare.principalType}, ${resourceShare.principalId}) in (${sql.join(pairs, sql`, `)})`;
}

/** A share that reaches the viewer, with who made it. */
export interface ViewerShare {
  resourceId: string;
  role: ResourceShareRole;
  createdAt: Date;
  sharedBy: { userId: string; name: string; email: string };
}

/** The shares of these resources that reach the viewer (several per resource when several principals match). */
export async function findViewerShares(db: Db, viewer: ShareViewer, resourceType: string, resourceIds: readonly string[]): Promise<ViewerShare[]> {
  if (resourceIds.length === 0) return [];
  const rows = await db
    .select({
      resourceId: resourceShare.resourceId,
      role: resourceShare.role,
      createdAt: resourceShare.createdAt,
      userId: user.id,
      name: user.name,
      email: user.email,
    })
    .from(resourceShare)
    .innerJoin(user, eq(user.id, resourceShare.sharedByUserId))
    .where(
      and(
        eq(resourceShare.workspaceId, viewer.workspaceId),
        eq(resourceShare.resourceType, resourceType),
        sql`${resourceShare.resourceId} in (${sql.join(resourceIds.map((id) => sql`${id}`), sql`, `)})`,
        reachesViewer(viewer),
      ),
    );
  return rows.map((r) => ({ resourceId: r.resourceId, role: r.role, createdAt: r.createdAt, sharedBy: { userId: r.userId, name: r.name, email: r.email } }));
}

/** Every share of a resource, oldest first. */
export async function listResourceShares(db: Db, resource: ResourceRef): Promise<ShareRow[]> {
  return db.select().from(resourceShare).where(ofResource(resource)).orderBy(asc(resourceShare.createdAt));
}

/** Gives (or changes) a principal's role on a resource. */
export async function upsertShare(
  db: Db,
  share: ResourceRef & { resourceCreatedAt: string; principalType: SharePrincipalType; principalId: string; role: ResourceShareRole; sharedByUserId: string },
): Promise<void> {
  await db
    .insert(resourceShare)
    .values({ ...share, resourceCreatedAt: sql`${share.resourceCreatedAt}::timestamptz` as unknown as Date })
    .onConflictDoUpdate({
      target: [resourceShare.workspaceId, resourceShare.resourceType, resourceShare.resourceId, resourceShare.principalType, resourceShare.principalId],
      set: { role: share.role, sharedByUserId: share.sharedByUserId, createdAt: sql`now()` },
    });
}

/** Takes one principal's share away; false when it had none. */
export async function deleteShare(db: Db, resource: ResourceRef, principalType: SharePrincipalType, principalId: string): Promise<boolean> {
  const rows = await db
    .delete(resourceShare)
    .where(and(ofResource(resource), eq(resourceShare.principalType, principalType), eq(resourceShare.principalId, principalId)))
    .returning({ id: resourceShare.principalId });
  return rows.length > 0;
}

/** Removes every share of a resource (with the resource itself, in its transaction). */
export async function deleteSharesOfResource(db: Db, resource: ResourceRef): Promise<void> {
  await db.delete(resourceShare).where(ofResource(resource));
}

export interface WorkspaceMemberRef {
  userId: string;
  name: string;
  email: string;
  kind: "person" | "service_account";
}

const memberColumns = { userId: user.id, name: user.name, email: user.email, kind: workspaceMember.kind };

/** The member of the workspace with this e-mail (compared lower-case), or null. */
export async function findWorkspaceMemberByEmail(db: Db, workspaceId: string, email: string): Promise<WorkspaceMemberRef | null> {
  const rows = await db
    .select(memberColumns)
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(and(eq(workspaceMember.workspaceId, workspaceId), sql`lower(${user.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0] ?? null;
}

/** The workspace's members by name (a workspace has at most its seats of them). */
export async function listWorkspaceMembers(db: Db, workspaceId: string): Promise<WorkspaceMemberRef[]> {
  return db
    .select(memberColumns)
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(eq(workspaceMember.workspaceId, workspaceId))
    .orderBy(asc(user.name), asc(user.id));
}

/** A key of one of the workspace's service accounts, or null (people's keys are not share targets). */
export async function findServiceAccountKey(db: Db, workspaceId: string, keyId: string): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select({ id: apiKey.id, name: apiKey.name })
    .from(apiKey)
    .innerJoin(workspaceMember, and(eq(workspaceMember.workspaceId, apiKey.workspaceId), eq(workspaceMember.userId, apiKey.userId)))
    .where(and(eq(apiKey.workspaceId, workspaceId), eq(apiKey.id, keyId), eq(workspaceMember.kind, "service_account")))
    .limit(1);
  return rows[0] ?? null;
}

/** Names of the workspace's keys (for key shares in the share list). */
export async function findKeyNames(db: Db, workspaceId: string, keyIds: readonly string[]): Promise<Map<string, string>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: apiKey.id, name: apiKey.name })
    .from(apiKey)
    .where(and(eq(apiKey.workspaceId, workspaceId), sql`${apiKey.id} in (${sql.join(keyIds.map((id) => sql`${id}`), sql`, `)})`));
  return new Map(rows.map((r) => [r.id, r.name]));
}
