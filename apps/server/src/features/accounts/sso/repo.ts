import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { account, ssoProvider, user, workspace } from "#db/schema/index";
import { forgetAccess } from "#platform/access/access-cache";

export type SsoProviderRow = typeof ssoProvider.$inferSelect;

/** The workspace's identity providers, oldest first (the sso_provider_workspace_idx order). */
export function listProviders(db: Db, workspaceId: string): Promise<SsoProviderRow[]> {
  return db.select().from(ssoProvider).where(eq(ssoProvider.workspaceId, workspaceId)).orderBy(asc(ssoProvider.createdAt), asc(ssoProvider.id));
}

export async function countProviders(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ssoProvider).where(eq(ssoProvider.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/** One provider of the workspace by its provider id; another workspace's is null. */
export async function findProvider(db: Db, workspaceId: string, providerId: string): Promise<SsoProviderRow | null> {
  const rows = await db
    .select()
    .from(ssoProvider)
    .where(and(eq(ssoProvider.workspaceId, workspaceId), eq(ssoProvider.providerId, providerId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A provider by its provider id alone (the sign-in callback knows nothing else). */
export async function findProviderById(db: Db, providerId: string): Promise<SsoProviderRow | null> {
  const rows = await db.select().from(ssoProvider).where(eq(ssoProvider.providerId, providerId)).limit(1);
  return rows[0] ?? null;
}

/** The provider a domain is bound to (verified), with its workspace's name. */
export async function findVerifiedProviderByDomain(db: Db, domain: string): Promise<(SsoProviderRow & { workspaceName: string }) | null> {
  const rows = await db
    .select({ provider: ssoProvider, workspaceName: workspace.name })
    .from(ssoProvider)
    .innerJoin(workspace, eq(workspace.id, ssoProvider.workspaceId))
    .where(and(eq(ssoProvider.domain, domain), eq(ssoProvider.domainVerified, true)))
    .limit(1);
  return rows[0] ? { ...rows[0].provider, workspaceName: rows[0].workspaceName } : null;
}

export async function insertProvider(db: Db, row: typeof ssoProvider.$inferInsert): Promise<void> {
  await db.insert(ssoProvider).values(row);
}

/**
 * Removes a provider and the sign-in links made through it (`account` rows with its provider id):
 * people keep their Vocable account and any password, but the company's provider no longer opens it.
 */
export async function deleteProvider(tx: Db, row: SsoProviderRow): Promise<void> {
  await tx.delete(account).where(eq(account.providerId, row.providerId));
  await tx.delete(ssoProvider).where(eq(ssoProvider.id, row.id));
}

/** Binds the domain: false when another provider already holds it verified (checked, and the unique index for a race). */
export async function markDomainVerified(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ssoProvider)
    .set({ domainVerified: true, domainVerifiedAt: now })
    .where(
      and(
        eq(ssoProvider.id, id),
        sql`not exists (select 1 from ${ssoProvider} other where other.domain = ${ssoProvider.domain} and other.domain_verified and other.id <> ${id})`,
      ),
    )
    .returning({ id: ssoProvider.id })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return [];
      throw err;
    });
  return rows.length > 0;
}

/** Whether the user has any way in other than this provider (a password, another provider). */
export async function hasOtherAccounts(db: Db, userId: string, providerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, providerId)))
    .limit(1);
  return rows.length > 0;
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
  forgetAccess();
}

/** The company's provider vouches for addresses of its verified domain. */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(and(eq(user.id, userId), eq(user.emailVerified, false)));
}
