import { createHash } from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { user, workspace, workspaceInvite, workspaceMember } from "#db/schema/index";

export type InviteRow = typeof workspaceInvite.$inferSelect;

/** Invite codes are long random strings: a fast hash is enough to find one without storing it. */
export function hashInviteCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** Not accepted, declined or revoked: the partial indexes' condition. */
const open = and(isNull(workspaceInvite.acceptedAt), isNull(workspaceInvite.declinedAt), isNull(workspaceInvite.revokedAt));

/** Open, unexpired invites of a workspace (each holds a seat), but those to `exceptEmail` (about to be replaced). */
export async function countPendingInvites(db: Db, workspaceId: string, now: Date, exceptEmails: readonly string[] = []): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceInvite)
    .where(
      and(
        eq(workspaceInvite.workspaceId, workspaceId),
        open,
        gt(workspaceInvite.expiresAt, now),
        exceptEmails.length > 0 ? sql`${workspaceInvite.email} not in (${sql.join(exceptEmails.map((e) => sql`${e}`), sql`, `)})` : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function insertInvite(tx: Db, row: typeof workspaceInvite.$inferInsert): Promise<void> {
  await tx.insert(workspaceInvite).values(row);
}

/** Revokes the open invites of the workspace to these addresses; returns how many. */
export async function revokeOpenInvites(tx: Db, workspaceId: string, emails: readonly string[], now: Date): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await tx
    .update(workspaceInvite)
    .set({ revokedAt: now })
    .where(and(eq(workspaceInvite.workspaceId, workspaceId), open, sql`${workspaceInvite.email} in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})`))
    .returning({ id: workspaceInvite.id });
  return rows.length;
}

/** Revokes the workspace's open, unexpired invite to an address; its id, or null when it has none. */
export async function revokePendingInvite(db: Db, workspaceId: string, email: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(workspaceInvite)
    .set({ revokedAt: now })
    .where(and(eq(workspaceInvite.workspaceId, workspaceId), open, eq(workspaceInvite.email, email), gt(workspaceInvite.expiresAt, now)))
    .returning({ id: workspaceInvite.id });
  return rows[0]?.id ?? null;
}

/** An invite by the hash of its code, or by its id, with its workspace's name; `lock` takes the row's lock. */
export async function findInvite(db: Db, by: { codeHash: string } | { id: string }, lock = false) {
  const query = db
    .select({ invite: workspaceInvite, workspaceName: workspace.name })
    .from(workspaceInvite)
    .innerJoin(workspace, eq(workspace.id, workspaceInvite.workspaceId))
    .where("codeHash" in by ? eq(workspaceInvite.codeHash, by.codeHash) : eq(workspaceInvite.id, by.id))
    .limit(1);
  const rows = lock ? await query.for("update", { of: workspaceInvite }) : await query;
  return rows[0] ?? null;
}

/** Marks an invite answered, only if it is still open (a second use of the code changes nothing); true when this call did it. */
export async function closeInvite(tx: Db, id: string, how: "accepted" | "declined", now: Date): Promise<boolean> {
  const rows = await tx
    .update(workspaceInvite)
    .set(how === "accepted" ? { acceptedAt: now } : { declinedAt: now })
    .where(and(eq(workspaceInvite.id, id), open))
    .returning({ id: workspaceInvite.id });
  return rows.length > 0;
}

/** Where a page of invites ends: the last one's created_at as PostgreSQL's text and its id. */
export interface InviteCursor {
  createdAt: string;
  id: string;
}

const keysetAfter = (after: InviteCursor | null) =>
  after ? sql`(${workspaceInvite.createdAt}, ${workspaceInvite.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined;

const inviter = sql<string | null>`(select ${user.email} from ${user} where ${user.id} = ${workspaceInvite.invitedBy})`;

/** One page of an address's open, unexpired invites, newest first: a range of workspace_invite_open_email_idx. */
export function receivedInvitePageSelect(db: Db, email: string, now: Date, limit: number, after: InviteCursor | null) {
  return db
    .select({ invite: workspaceInvite, workspaceName: workspace.name, invitedByEmail: inviter, createdText: sql<string>`${workspaceInvite.createdAt}::text` })
    .from(workspaceInvite)
    .innerJoin(workspace, eq(workspace.id, workspaceInvite.workspaceId))
    .where(and(eq(workspaceInvite.email, email), open, gt(workspaceInvite.expiresAt, now), keysetAfter(after)))
    .orderBy(desc(workspaceInvite.createdAt), desc(workspaceInvite.id))
    .limit(limit);
}

/** One page of a workspace's open, unexpired invites, newest first: a range of workspace_invite_open_workspace_idx. */
export function sentInvitePageSelect(db: Db, workspaceId: string, now: Date, limit: number, after: InviteCursor | null) {
  return db
    .select({ invite: workspaceInvite, invitedByEmail: inviter, createdText: sql<string>`${workspaceInvite.createdAt}::text` })
    .from(workspaceInvite)
    .where(and(eq(workspaceInvite.workspaceId, workspaceId), open, gt(workspaceInvite.expiresAt, now), keysetAfter(after)))
    .orderBy(desc(workspaceInvite.createdAt), desc(workspaceInvite.id))
    .limit(limit);
}

/** The lower-cased addresses among `emails` that already belong to a person of the workspace. */
export async function existingMemberEmails(db: Db, workspaceId: string, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const lowered = sql<string>`lower(${user.email})`;
  const rows = await db
    .select({ email: lowered })
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(
      and(
        eq(workspaceMember.workspaceId, workspaceId),
        eq(workspaceMember.kind, "person"),
        sql`${lowered} in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})`,
      ),
    );
  return rows.map((r) => r.email);
}

/** The account fields an invite is checked against, or null for a deleted account. */
export async function findAccount(db: Db, userId: string): Promise<{ email: string; emailVerified: boolean } | null> {
  const rows = await db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0] ?? null;
}
