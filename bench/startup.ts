/**
 * `npm run bench:startup`: what an operator sees of the compiled server (`npm start` after its
 * build): time from starting `node dist/main.js` to `/health` on a new and on an existing data
 * directory, and the resident memory of the whole process tree at idle, after 200 generations,
 * and once the idle speech threads have stopped. Needs `npm run build` first.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const children = new Set<ChildProcess>();
process.on("exit", () => children.forEach((c) => c.kill("SIGKILL")));

async function start(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", MAIN], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", SPEECH_IDLE_SECONDS: String(IDLE_SECONDS) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${URL_BASE}/health`).then((r) => r.ok, () => false);
    if (ok) return { child, ms: Math.round(performance.now() - started) };
    await sleep(10);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
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
  const signUp = await fetch(`${URL_BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ name: "Bench", email: `bench-${Date.now()}@example.com`, password: "correct horse battery" }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
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

  console.log(`node ${process.version}, ${os.cpus().length} cores, SPEECH_IDLE_SECONDS=${IDLE_SECONDS} (default 120)`);
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
