/**
 * Compiles the server for production: one ESM bundle per entry (the server, the jobs and support commands and
 * the speech worker threads) in apps/server/dist, run with plain `node`. Our workspace packages are
 * bundled in; npm dependencies stay in node_modules (several load WASM or binaries beside them).
 * Its last step writes dist/.build-stamp, the content hash of the sources it was built from, by which
 * `npm start` and the tests of server processes know whether dist/ is up to date (scripts/build-stamp.mjs).
 */
import { build, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createPglite, MIGRATIONS_FOLDER, openPglite } from "../src/db/client";
import { sourceHash, stampPath } from "../../../scripts/build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = `${root}dist`;
const speech = fileURLToPath(new URL("../../../packages/speech/src/", import.meta.url));

/** Everything imported by a bare name stays external, except our own `@vocable/*` sources. */
const externalDependencies: Plugin = {
  name: "external-dependencies",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@vocable/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
// Hashed before building: a source edited while the build runs leaves the stamp behind it.
const hash = sourceHash("server");
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: `${root}src/main.ts`,
    jobs: `${root}src/jobs-cli.ts`,
    support: `${root}src/support-cli.ts`,
    billing: `${root}src/billing-cli.ts`,
    // Worker threads load these by name from beside the bundle (see speech's spawn-worker.ts).
    "synthesis-worker": `${speech}service/synthesis-worker.ts`,
    "codec-worker": `${speech}audio/codec-worker.ts`,
    "speaker-worker": `${speech}speaker/speaker-worker.ts`,
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  // Optional backends (S3, BullMQ) are imported when configured: split into chunks beside the
  // entries (same folder, so import.meta.url-relative paths hold), loaded only then.
  splitting: true,
  chunkNames: "chunk-[hash]",
  plugins: [externalDependencies],
  logLevel: "warning",
  legalComments: "none",
});
cpSync(MIGRATIONS_FOLDER, `${outdir}/migrations`, { recursive: true });
cpSync(await embeddedDatabaseSeed(), `${outdir}/pglite-seed.tar.gz`);
writeFileSync(stampPath("server"), `${hash}\n`);
console.log(`server built into ${outdir} in ${Date.now() - started} ms`);

/**
 * A migrated, empty embedded database as a tarball (see PGLITE_SEED_FILE), made once per set of
 * migrations and PGlite version and kept in apps/server/.cache between builds.
 */
async function embeddedDatabaseSeed(): Promise<string> {
  const hash = createHash("sha256");
  // The package does not export its package.json; it sits above the resolved dist/ entry.
  const pgliteManifest = `${dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"))}/../package.json`;
  hash.update(JSON.parse(readFileSync(pgliteManifest, "utf8")).version);
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  for (const file of files.map((f) => `${f.parentPath}/${f.name}`).sort()) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  const cacheDir = `${root}.cache`;
  const seed = `${cacheDir}/pglite-seed-${hash.digest("hex").slice(0, 16)}.tar.gz`;
  if (existsSync(seed)) return seed;
  const database = await openPglite(createPglite(), { migrate: true });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  const tarball = new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer());
  await database.close();
  rmSync(cacheDir, { recursive: true, force: true }); // older seeds
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(`${seed}.tmp`, tarball);
  renameSync(`${seed}.tmp`, seed);
  return seed;
}
