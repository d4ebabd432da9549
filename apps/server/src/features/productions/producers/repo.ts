import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client";
import { producerQualification } from "#db/schema/index";

export type QualificationRow = typeof producerQualification.$inferSelect;

export async function listQualifications(db: Db, userId: string): Promise<QualificationRow[]> {
  return db.select().from(producerQualification).where(eq(producerQualification.userId, userId));
}

export async function hasQualification(db: Db, userId: string, qualifications: readonly string[]): Promise<Set<string>> {
  if (qualifications.length === 0) return new Set();
  const rows = await db
    .select({ q: producerQualification.qualification })
    .from(producerQualification)
    .where(and(eq(producerQualification.userId, userId), inArray(producerQualification.qualification, [...qualifications])));
  return new Set(rows.map((r) => r.q));
}

/** Grants a qualification (kept with the better score when held already). */
export async function grantQualification(db: Db, userId: string, qualification: string, wordErrorRate: number | null): Promise<void> {
  await db
    .insert(producerQualification)
    .values({ userId, qualification, wordErrorRate })
    .onConflictDoNothing();
}
