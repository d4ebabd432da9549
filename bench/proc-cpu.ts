/**
 * Where the CPU went during a run (Linux /proc): per thread of the server (its nice value tells the
 * synthesis and codec threads, at 10, from the event loop and the other threads at 0: the embedded
 * database's, V8's and libuv's helpers), this
 * process, and the whole machine (so that other programs on a shared machine show).
 */
import fs from "node:fs";
import os from "node:os";

const TICKS = 100; // USER_HZ on Linux

interface Snapshot {
  threads: Map<number, { cpu: number; nice: number }>;
  machineTotal: number;
  machineIdle: number;
  client: number;
  at: number;
}

function threads(pid: number): Snapshot["threads"] {
  const out: Snapshot["threads"] = new Map();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(Number(tid), { cpu: (Number(fields[11]) + Number(fields[12])) / TICKS, nice: Number(fields[16]) });
    } catch {
      // the thread ended
    }
  }
  return out;
}

/** CPU seconds so far of the server's threads, this process and the machine. */
export function cpuSnapshot(pid: number): Snapshot {
  const all = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const usage = process.cpuUsage();
  return {
    threads: threads(pid),
    machineTotal: all.reduce((a, b) => a + b, 0) / TICKS,
    machineIdle: (all[3] + all[4]) / TICKS,
    client: (usage.user + usage.system) / 1e6,
    at: performance.now(),
  };
}

/** One line: the CPU seconds between two snapshots, by who used them. */
export function describeCpu(pid: number, before: Snapshot, after: Snapshot): string {
  const wall = (after.at - before.at) / 1000;
  let eventLoop = 0;
  const helpers: number[] = [];
  const background: number[] = [];
  for (const [tid, t] of after.threads) {
    const used = t.cpu - (before.threads.get(tid)?.cpu ?? 0);
    if (tid === pid) eventLoop = used;
    else if (t.nice > 0) background.push(used);
    else helpers.push(used);
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const server = eventLoop + sum(helpers) + sum(background);
  const machine = after.machineTotal - before.machineTotal;
  const idle = after.machineIdle - before.machineIdle;
  const client = after.client - before.client;
  const s = (n: number) => n.toFixed(1);
  // Threads are all named "node": the busiest helpers are shown one by one (the embedded database's thread is usually the first).
  const busiest = helpers.filter((n) => n >= 0.1).sort((a, b) => b - a).slice(0, 3).map(s);
  return (
    `CPU seconds in ${s(wall)} s x ${os.cpus().length} cores: server ${s(server)} (speech and codec threads at nice 10: ` +
    `${background.filter((n) => n >= 0.05).sort((a, b) => b - a).map(s).join(" + ") || "0"}; event loop ${s(eventLoop)}; ` +
    `other threads at nice 0 ${s(sum(helpers))}${busiest.length ? `, busiest ${busiest.join(", ")}` : ""}), bench client ${s(client)}, other programs ${s(Math.max(0, machine - idle - server - client))}, idle ${s(idle)}`
  );
}
