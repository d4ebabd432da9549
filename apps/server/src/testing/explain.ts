import { sql } from "drizzle-orm";
import type { Db } from "#db/client";

/** The plan PostgreSQL (or PGlite) would run for an unexecuted query, one line per node, for plan tests. */
export async function explainPlan(db: Db, select: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const result = (await db.execute(sql`explain ${select.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}
