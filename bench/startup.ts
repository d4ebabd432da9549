/**
 * `npm run bench:startup`: what an operator sees of the compiled server. First what a user sees of
 * `npm start` on an unchanged checkout (no build): the time from typing it to `/health`, and the
 * resident memory of its whole process group (npm and the server) 20 s later. Then the server on its
 * own (`node dist/main.js`, as the start script runs it): time to `/health` on a new and on an
 * existing data directory, and the resident memory of the process tree at idle, after 200
 * generations, and once the idle speech threads have stopped. Builds first if the sources changed
 * (scripts/build-if-stale.mjs, as `npm start` does).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signUpAndSignIn } from "../apps/server/src/testing/http-account";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MAIN = fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 18093);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const IDLE_SECONDS = 15;

/** Resident memory of a process and all its descendants, in MB. */
function treeRssMb(pid: number): number {
  const out = execFileSync("ps", ["-e", "-o", "pid=,ppid=,rss="], { encoding: "utf8" });
  const rows = out.trim().split("\n").map((l) => l.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of rows) {
      if (tree.has(pp) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
    }
  }
  return Math.round(rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024);
}

/** Resident memory of every process in the process group `pgid`, in MB. */
function groupRssMb(pgid: number): { mb: number; processes: string[] } {
  const out = execFileSync("ps", ["-e", "-o", "pgid=,rss=,comm="], { encoding: "utf8" });
  const rows = out.trim().split("\n").map((l) => l.trim().split(/\s+/)).filter(([g]) => Number(g) === pgid);
  const kb = rows.reduce((sum, [, rss]) => sum + Number(rss), 0);
  return { mb: Math.round(kb / 1024), processes: rows.map(([, rss, comm]) => `${comm} ${Math.round(Number(rss) / 1024)} MB`) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const children = new Set<ChildProcess>();
const groups = new Set<number>();
process.on("exit", () => {
  children.forEach((c) => c.kill("SIGKILL"));
  groups.forEach((pgid) => {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // gone already
    }
  });
});

const serverEnv = (dataDir: string) => ({ ...process.env, PORT: String(PORT), HOST: "127.0.0.1", PUBLIC_URL: URL_BASE, DATA_DIR: dataDir, LOG_LEVEL: "warn", SPEECH_IDLE_SECONDS: String(IDLE_SECONDS) });

/** `node dist/main.js` as the start script runs it. */
async function start(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", MAIN], {
    env: { ...serverEnv(dataDir), MALLOC_ARENA_MAX: "2" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { child, ms: await untilHealthy(child, started) };
}

/** `npm start` in a process group of its own (as a terminal runs it), from the repository's root. */
async function npmStart(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn("npm", ["start"], { cwd: ROOT, env: serverEnv(dataDir), stdio: ["ignore", "ignore", "inherit"], detached: true });
  groups.add(child.pid!);
  return { child, ms: await untilHealthy(child, started) };
}

async function untilHealthy(child: ChildProcess, started: number): Promise<number> {
  children.add(child);
  child.once("exit", () => children.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${URL_BASE}/health`).then((r) => r.ok, () => false);
    if (ok) return Math.round(performance.now() - started);
    await sleep(10);
  }
}

/** SIGTERM to `child` alone (as a supervisor sends it); its exit code and how long it took. */
async function stop(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  child.kill("SIGTERM");
  const code = await exited;
  return { code, ms: Math.round(performance.now() - started) };
}

async function waitForPreviews(): Promise<void> {
  for (;;) {
    const text = await (await fetch(`${URL_BASE}/metrics`)).text();
    if (/vocable_jobs_finished_total\{kind="voices.warm-previews",outcome="completed"\} 1/.test(text)) return;
    await sleep(200);
  }
}

async function generations(count: number): Promise<number> {
  const origin = URL_BASE;
  // Sign-up does not sign in: a second call does.
  const cookie = await signUpAndSignIn(URL_BASE, { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "correct horse battery", origin });
  const voices = ((await (await fetch(`${URL_BASE}/v1/voices`, { headers: { cookie } })).json()) as { voices: { voice_id: string }[] }).voices;
  const formats = ["mp3_44100_128", "pcm_24000", "wav_22050", "mp3_22050_32"];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${URL_BASE}/v1/text-to-speech/${voices[i % voices.length].voice_id}?output_format=${formats[i % formats.length]}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin },
      // 200 x ~45 characters stays inside the free tier's 10,000 a month.
      body: JSON.stringify({ text: `Generation ${i + 1}: a short sentence to speak.` }),
    });
    if (res.status !== 200) throw new Error(`generation ${i} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
  return Math.round(performance.now() - started);
}

// Up to date before anything is measured, as after any earlier `npm start`; the second run is the
// check alone (hashing the sources and comparing with the stamps).
const build = spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { cwd: ROOT, stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");
const checkStarted = performance.now();
spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { cwd: ROOT, stdio: "inherit" });
const checkMs = Math.round(performance.now() - checkStarted);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-startup-"));
try {
  const cold = await start(dataDir);
  const coldRss = treeRssMb(cold.child.pid!);
  console.error(`cold start ${cold.ms} ms; rendering previews…`);
  await waitForPreviews();
  const afterPreviews = treeRssMb(cold.child.pid!);
  await stop(cold.child);

  const warm = await start(dataDir);
  await sleep(1000);
  const warmIdle = treeRssMb(warm.child.pid!);
  console.error("200 generations…");
  const genMs = await generations(200);
  console.error(`done in ${genMs} ms; waiting for the speech threads to stop…`);
  const after200 = treeRssMb(warm.child.pid!);
  await sleep((IDLE_SECONDS + 11) * 1000);
  const afterIdle = treeRssMb(warm.child.pid!);
  const threads = /vocable_speech_workers (\d+)/.exec(await (await fetch(`${URL_BASE}/metrics`)).text())?.[1];
  await stop(warm.child);

  const warmAgain = await start(dataDir);
  await stop(warmAgain.child);

  // `npm start` on the unchanged checkout and the existing data directory (its previews rendered).
  const npmRuns: number[] = [];
  let group = { mb: 0, processes: [] as string[] };
  let stopped = { code: null as number | null, ms: 0 };
  let left: string[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await npmStart(dataDir);
    npmRuns.push(run.ms);
    if (i === 2) {
      await sleep(20_000);
      group = groupRssMb(run.child.pid!);
    }
    stopped = await stop(run.child);
    left = groupRssMb(run.child.pid!).processes;
  }

  console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, SPEECH_IDLE_SECONDS=${IDLE_SECONDS} (default 120)`);
  console.log(`npm start to /health, unchanged checkout, existing data directory: ${npmRuns.join(" ms, ")} ms`);
  console.log(`  the build check alone (node scripts/build-if-stale.mjs, nothing to build): ${checkMs} ms`);
  console.log(`  resident, the whole process group 20 s after start: ${group.mb} MB (${group.processes.join(", ")})`);
  console.log(`  SIGTERM to npm: exit code ${stopped.code} after ${stopped.ms} ms, ${left.length ? `still running: ${left.join(", ")}` : "nothing left running"}`);
  console.log(`node dist/main.js:`);
  console.log(`start to /health, new data directory:      ${cold.ms} ms (resident ${coldRss} MB)`);
  console.log(`start to /health, existing data directory: ${warm.ms} ms, ${warmAgain.ms} ms`);
  console.log(`resident, all processes:`);
  console.log(`  idle after start (no speech threads yet): ${warmIdle} MB`);
  console.log(`  after rendering the 16 voice previews:    ${afterPreviews} MB`);
  console.log(`  after 200 generations (${genMs} ms):       ${after200} MB`);
  console.log(`  idle again, speech threads stopped:       ${afterIdle} MB (synthesis threads running: ${threads})`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
