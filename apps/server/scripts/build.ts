/**
 * Compiles the server for production: one ESM bundle per entry (the server, the jobs command and
 * the speech worker threads) in apps/server/dist, run with plain `node`. Our workspace packages are
 * bundled in; npm dependencies stay in node_modules (several load WASM or binaries beside them).
 */
import { build, type Plugin } from "esbuild";
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// `--outdir <dir>` (inside apps/server, so node_modules resolve) lets tests build a copy of their own.
const outdirArg = process.argv.indexOf("--outdir");
const outdir = outdirArg > 0 ? process.argv[outdirArg + 1] : `${root}dist`;
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
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: `${root}src/main.ts`,
    jobs: `${root}src/jobs-cli.ts`,
    // Worker threads load these by name from beside the bundle (see speech's spawn-worker.ts).
    "synthesis-worker": `${speech}service/synthesis-worker.ts`,
    "codec-worker": `${speech}audio/codec-worker.ts`,
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  plugins: [externalDependencies],
  logLevel: "warning",
  legalComments: "none",
});
cpSync(`${root}src/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(`server built into ${outdir} in ${Date.now() - started} ms`);
