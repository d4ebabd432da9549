/**
 * `npm test`: every check and test of the repository, in stages that use both cores, with the time
 * of each stage printed at the end.
 *
 *   1. lint, type check and the build, side by side;
 *   2. the unit and integration tests on the embedded database (Vitest, two workers);
 *   3. the browser journeys (Playwright), and beside them, at a lower priority, the integration
 *      tests whose result depends on the database, again on PostgreSQL (the server at
 *      TEST_POSTGRES_URL, by default the local one; without one that pass is reported as not run,
 *      and under CI that is a failure).
 *
 * Every test stage runs even after one failed (the build must have succeeded).
 *
 * Before anything it checks for the system packages the tests use (Chromium, PocketSphinx and its
 * English model): as root it installs them, otherwise it stops at once with the command to run.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SYSTEM_PACKAGES = [
  { name: "chromium-headless-shell", present: () => fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell") },
  { name: "pocketsphinx", present: () => fs.existsSync("/usr/bin/pocketsphinx_continuous") },
  { name: "pocketsphinx-en-us", present: () => fs.existsSync("/usr/share/pocketsphinx/model/en-us") },
];

const stages = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function systemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0) {
    console.error(`The tests need ${missing.join(", ")}, which this machine lacks. Install them, then run npm test again:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`installing ${missing.join(", ")} (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
}

/** Runs a command; with `label`, each line of its output is prefixed so parallel stages stay readable. */
function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (label) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop();
          for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
        });
        stream.on("end", () => rest && process.stdout.write(`[${label}] ${rest}\n`));
      }
    }
    child.on("close", (code, signal) => resolve({ name: label ?? [command, ...args].join(" "), ok: code === 0, code: code ?? signal, ms: Date.now() - t0 }));
  });
}

/** Runs tasks side by side and records one stage; false when any failed. */
async function stage(name, tasks) {
  console.log(`\n== ${name}`);
  const t0 = Date.now();
  const results = await Promise.all(tasks.map((t) => t()));
  stages.push({ name, ms: Date.now() - t0, results });
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) console.error(`${r.name} failed (${r.code})`);
  return failed.length === 0;
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

function report(ok) {
  console.log(`\n== npm test: ${ok ? "passed" : "FAILED"} in ${seconds(Date.now() - started)}`);
  for (const s of stages) {
    console.log(`${seconds(s.ms).padStart(8)}  ${s.name}`);
    for (const r of s.results) console.log(`${seconds(r.ms).padStart(14)}  ${r.ok ? "ok  " : "FAIL"} ${r.name}`);
  }
  const durations = ["pglite", "postgres"].map((p) => path.join("test-results", `vitest-durations-${p}.txt`)).filter((f) => fs.existsSync(path.join(root, f)));
  if (durations.length) console.log(`per-file durations: ${durations.join(", ")}`);
  process.exit(ok ? 0 : 1);
}

systemPackages();
const npx = (...args) => ["npx", args];
const checks = await stage("lint, type check and build", [
  () => run("lint", "npm", ["run", "--silent", "lint"]),
  () => run("typecheck", "npm", ["run", "--silent", "typecheck"]),
  () => run("build", "npm", ["run", "--silent", "build"]),
]);
// The tests need the build; a lint or type error alone does not stop them (one run shows every failure).
if (!checks && !stages.at(-1).results.find((r) => r.name === "build").ok) report(false);

// Every test stage runs even after one failed, so that a run reports all it can find.
let ok = checks;
ok = (await stage("unit and integration tests (embedded database)", [() => run(undefined, ...npx("vitest", "run"))])) && ok;

// The journeys and the PostgreSQL pass side by side: the PostgreSQL pass's tests mostly wait for
// its server, and it runs at a lower priority, so the journeys' browser and server come first.
const postgres = await reachable(POSTGRES_URL);
if (!postgres) console.log(`\nNo PostgreSQL answers at ${POSTGRES_URL} (TEST_POSTGRES_URL): the PostgreSQL pass does not run.`);
ok =
  (await stage(postgres ? "browser journeys, and integration tests on PostgreSQL" : "browser journeys", [
    () => run("journeys", ...npx("playwright", "test")),
    ...(postgres ? [() => run("postgres", "nice", ["-n", "10", "npx", "vitest", "run"], { DATABASE_URL: POSTGRES_URL })] : []),
  ])) && ok;
report(ok && (postgres || !process.env.CI));
