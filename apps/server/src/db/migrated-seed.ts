import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPglite, MIGRATIONS_FOLDER, openPglite } from "./client";

/** apps/server/.cache: made-once artefacts kept between builds and test runs (not committed). */
const CACHE_DIR = fileURLToPath(new URL("../../.cache", import.meta.url));

/**
 * A short hash of what a migrated, empty database depends on: the migration files and the PGlite
 * version. It names the embedded seed and the PostgreSQL template database of the tests.
 */
export function migrationsHash(): string {
  const hash = createHash("sha256");
  // The package does not export its package.json; it sits above the resolved dist/ entry.
  const pgliteManifest = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..", "package.json");
  hash.update(JSON.parse(readFileSync(pgliteManifest, "utf8")).version);
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  for (const file of files.map((f) => path.join(f.parentPath, f.name)).sort()) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The migrated, empty embedded database as a gzipped tarball (PGlite's dumpDataDir), made once per
 * migrationsHash() in apps/server/.cache. The build packs it beside the compiled server and test
 * databases start from it: loading it takes about a second, initdb plus the migrations five or more.
 * Safe when several processes ask at once: each writes a file of its own and renames it into place.
 */
export async function migratedPgliteSeed(): Promise<string> {
  const name = `pglite-seed-${migrationsHash()}.tar.gz`;
  const seed = path.join(CACHE_DIR, name);
  if (existsSync(seed)) return seed;
  const client = createPglite();
  const database = await openPglite(client, { migrate: true });
  const tarball = new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer());
  await database.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${seed}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(partial, tarball);
  renameSync(partial, seed);
  for (const old of readdirSync(CACHE_DIR)) {
    if (old.startsWith("pglite-seed-") && old !== name && !old.endsWith(".tmp")) rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  return seed;
}
