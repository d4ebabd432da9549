/**
 * `tsx bench/voice-cloning-stages.ts` (after `npm run build -w @vocable/server`): where the time of
 * one instant clone goes on the compiled server without a cloning engine, and what it costs in CPU.
 * A fresh server is started and left until it is idle (its start-up work, the voice previews and
 * the cloning warm-up, is reported apart), then clones are made one after another through
 * POST /v1/voices/add: a long sample (about a minute, as a person records in the dialog), a short
 * one (~12 s) and another long one of another voice. Each line gives the wall time, the server's
 * CPU seconds (all its threads, from /proc: comparable on a shared machine where wall time is not)
 * and, where the build reports them (`Accept: application/x-ndjson`), the seconds of each stage.
 *
 *   VOICES_BENCH_SERVER_MAIN=/path/to/dist/main.js tsx bench/voice-cloning-stages.ts   # another build, e.g. an older commit's
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { concatBytes, PREMADE_VOICES, SpeechService } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { startServer } from "./server-process";

const MAIN = process.env.VOICES_BENCH_SERVER_MAIN;
const PARAGRAPHS = [
  "Our library opens at nine every morning. Children come for the picture books, students for the quiet tables, and the old sailors for the maps of the harbour, which they read as if they were letters from home.",
  "The bakery on the corner sells bread until noon. After that the shelves are empty, and the baker sits outside with a cup of tea, watching the buses turn at the end of the street.",
  "When the rain stopped, we walked along the river to the old mill. The water was high and brown, and the wooden wheel turned slowly, as it has done for almost two hundred years.",
  "Please remember to bring your tickets and a form of identification. The doors close ten minutes before the performance begins, and latecomers will be seated during the interval.",
  "My grandfather kept bees in the orchard behind the house. Every summer he lifted the frames out one by one, heavy with honey, and the whole kitchen smelled of wax for weeks.",
];

/** CPU seconds the process (all threads) has used so far (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until the server has used under 0.05 s of CPU in a second (its start-up work done), at most `maxSeconds`. */
async function untilIdle(pid: number, maxSeconds = 300): Promise<void> {
  let last = cpuSeconds(pid);
  for (let i = 0; i < maxSeconds; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now - last < 0.05 && i >= 2) return;
    last = now;
  }
}

function wav(samples: Int16Array, sampleRate: number): Uint8Array {
  const pcm = new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
  return new Uint8Array(concatBytes([wavHeader(sampleRate, pcm.length), pcm]));
}

interface Clone {
  wall: number;
  cpu: number;
  stages: string;
}

async function clone(url: string, key: string, pid: number, name: string, bytes: Uint8Array): Promise<Clone> {
  const form = new FormData();
  form.append("name", name);
  form.append("files", new Blob([bytes as Uint8Array<ArrayBuffer>]), `${name}.wav`);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const res = await fetch(`${url}/v1/voices/add`, { method: "POST", headers: { "xi-api-key": key, accept: "application/x-ndjson" }, body: form });
  if (!res.ok) throw new Error(`POST /v1/voices/add: ${res.status} ${await res.text()}`);
  const times: { stage: string; at: number; judged?: number }[] = [];
  let voiceId = "";
  if (res.headers.get("content-type")?.startsWith("application/x-ndjson")) {
    const decoder = new TextDecoder();
    let buffered = "";
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const text of lines.filter((l) => l.trim())) {
        const line = JSON.parse(text) as { type: string; stage?: string; judged?: number; voice_id?: string; body?: unknown };
        const at = (performance.now() - started) / 1000;
        if (line.type === "progress" && times[times.length - 1]?.stage !== line.stage) times.push({ stage: line.stage!, at });
        if (line.type === "progress" && line.judged !== undefined) times[times.length - 1].judged = line.judged;
        if (line.type === "done") voiceId = line.voice_id!;
        if (line.type === "error") throw new Error(`clone refused: ${JSON.stringify(line.body)}`);
      }
    }
  } else {
    voiceId = ((await res.json()) as { voice_id: string }).voice_id;
  }
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  // Each clone takes a custom voice slot; the next starts from the same count.
  await fetch(`${url}/v1/voices/${voiceId}`, { method: "DELETE", headers: { "xi-api-key": key } });
  const stages = times
    .map((t, i) => `${t.stage.replace("_", " ")}${t.judged !== undefined ? ` (${t.judged})` : ""} ${((times[i + 1]?.at ?? wall) - t.at).toFixed(1)}`)
    .join(" / ");
  return { wall, cpu, stages: stages || "(not reported by this build)" };
}

async function main() {
  console.log(`\nInstant cloning, stage by stage: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}${MAIN ? `, build ${MAIN}` : ""}`);
  const speech = new SpeechService({ workers: 2 });
  const say = async (voice: string, text: string) => {
    const said = await speech.synthesize({ text, voiceId: PREMADE_VOICES.find((v) => v.name === voice)!.voiceId, languageCode: "en" });
    return { bytes: wav(said.samples, said.sampleRate), seconds: said.samples.length / said.sampleRate };
  };
  const long = PARAGRAPHS.join(" ");
  const samples = [
    { label: "Richard, long", ...(await say("Richard", long)) },
    { label: "Samantha, short", ...(await say("Samantha", PARAGRAPHS[0])) },
    { label: "Emily, long", ...(await say("Emily", long)) },
  ];
  await speech.close();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-clone-stages-"));
  const env = { PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir };
  let server = await startServer(env, [], MAIN);
  const { key, workspaceId } = await signUp(server.url, "bench-clone-stages@example.com");
  await server.stop();
  await liftWorkspaces(dataDir, [workspaceId]);
  server = await startServer(env, [], MAIN);
  try {
    const startCpu = cpuSeconds(server.pid);
    const idleFrom = performance.now();
    await untilIdle(server.pid);
    console.log(`start-up work before the first clone (previews, warm-up): ${(cpuSeconds(server.pid) - startCpu).toFixed(1)} CPU s, idle after ${((performance.now() - idleFrom) / 1000).toFixed(0)} s`);
    console.log("| clone | sample | wall | server CPU | stages (s) |");
    console.log("|---|---|---|---|---|");
    for (const [i, sample] of samples.entries()) {
      const made = await clone(server.url, key, server.pid, `Bench ${i}`, sample.bytes);
      console.log(`| ${i + 1} | ${sample.label} (${sample.seconds.toFixed(0)} s) | ${made.wall.toFixed(1)} s | ${made.cpu.toFixed(1)} s | ${made.stages} |`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
