/**
 * Speech load from a process of its own (started by api-latency.ts, not by hand): so that reading
 * 16 streams does not delay the latency probes of the process that measures. Reads the options
 * (SpeakOptions and the concurrency, JSON) from stdin's first line, prints "running" once every
 * client has its first bytes, stops at a "stop" line, then prints the number of streams and exits.
 */
import readline from "node:readline";
import { loadUntil, type SpeakOptions } from "./tts-load";

const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const { concurrency, ...options } = JSON.parse((await lines.next()).value as string) as SpeakOptions & { concurrency: number };
let stop = () => {};
const stopped = new Promise<void>((resolve) => (stop = resolve));
const busy = loadUntil(options, concurrency, stopped);
await busy.running;
console.log("running");
await lines.next();
stop();
console.log(JSON.stringify({ streams: await busy.done }));
process.exit(0);
