import { migratedPgliteSeed } from "#db/migrated-seed";
import { ensurePostgresTemplate } from "./test-database";

/**
 * Once per Vitest run, before any test file: the migrated embedded seed every PGlite test database
 * starts from, and with DATABASE_URL the migrated template database each test database copies.
 */
export default async function setup(): Promise<void> {
  await migratedPgliteSeed();
  if (process.env.DATABASE_URL) await ensurePostgresTemplate(process.env.DATABASE_URL, { dropOlder: true });
}
