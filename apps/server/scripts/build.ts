/**
 * Compiles the server for production: one ESM bundle per entry (the server, the jobs, support, billing, productions and models commands and
 * the speech worker threads) in apps/server/dist, run with plain `node`. Our workspace packages are
 * bundled in; npm dependencies stay in node_modules (several load WASM or binaries beside them).
 * Its last step writes dist/.build-stamp, the content hash of the sources it was built from, by which
 * `npm start` and the tests of server processes know whether dist/ is up to date (scripts/build-stamp.mjs).
 */
import { build, type Plugin } from "esbuild";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MIGRATIONS_FOLDER } from "../src/db/client";
import { migratedPgliteSeed } from "../src/db/migrated-seed";
import { SERVER_STAMP_FILE, sourceHash } from "../../../scripts/build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// `--outdir <dir>` (inside apps/server, so node_modules resolve): the tests' build when dist/ is not
// up to date (they never rebuild the dist/ that `npm start` or the journeys may be running).
const outdirArg = process.argv.indexOf("--outdir");
const outdir = outdirArg > 0 ? process.argv[outdirArg + 1] : `${root}dist`;
const speech = fileURLToPath(new URL("../../../packages/speech/src/", import.meta.url));

/** Everything imported by a bare name stays external, except our own `@vocable/*` sources (`#` aliases are our own too). */
const externalDependencies: Plugin = {
  name: "external-dependencies",
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) => {
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
    productions: `${root}src/productions-cli.ts`,
    models: `${root}src/models-cli.ts`,
    // Worker threads load these by name from beside the bundle (see speech's spawn-worker.ts).
    "synthesis-worker": `${speech}service/synthesis-worker.ts`,
    "codec-worker": `${speech}audio/codec-worker.ts`,
    "speaker-worker": `${speech}speaker/speaker-worker.ts`,
    "sound-worker": `${speech}sound-effects/sound-worker.ts`,
    "pglite-worker": `${root}src/db/pglite-worker.ts`,
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
cpSync(await migratedPgliteSeed(), `${outdir}/pglite-seed.tar.gz`);
writeFileSync(`${outdir}/${SERVER_STAMP_FILE}`, `${hash}\n`);
console.log(`server built into ${outdir} in ${Date.now() - started} ms`);

