/**
 * A child process that holds one loaded local model (the plain-JavaScript `sherpa-host.mjs`).
 *
 * sherpa-onnx ends the process it runs in when ONNX Runtime throws (a damaged model, an input it
 * cannot take: `terminate called after throwing an instance of 'Ort::Exception'`, SIGABRT) or when
 * its own checks call exit(). A worker thread would take the whole server down with it; a child
 * process takes only itself, and its parent reads why from its stderr. The audio crossing the pipe
 * is small (16-bit PCM, tens of kB per second of speech), so the isolation costs next to nothing
 * once the model is loaded.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SherpaLoad } from "./sherpa-config";

/** A message from the host (see sherpa-host.mjs), or `exit` when it ended. */
export interface HostMessage {
  type: string;
  id?: number | null;
  [field: string]: unknown;
}

/** What the host said once the model was loaded. */
export interface LoadedModel {
  loadSeconds: number;
  sampleRate: number;
  numSpeakers: number;
}

const require = createRequire(import.meta.url);
/** stderr kept for the crash reason. */
const STDERR_TAIL = 8192;

/** The host script: beside this file in the sources; in the compiled server, in the speech package it was bundled from. */
function hostScriptPath(): string {
  const beside = fileURLToPath(new URL("./sherpa-host.mjs", import.meta.url));
  if (existsSync(beside)) return beside;
  return path.join(path.dirname(require.resolve("@vocable/speech")), "local-models", "sherpa-host.mjs");
}

/**
 * Why a host ended, in a sentence for the operator: ONNX Runtime's own message when it aborted on
 * one, else the last lines it wrote, with the exit code or signal.
 */
export function exitReason(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  const how = signal ? `it was ended by ${signal}` : `it exited with code ${code}`;
  const what = /what\(\):\s*(.+)/.exec(stderr)?.[1]?.trim();
  if (what) return `ONNX Runtime failed: ${what} (${how})`;
  const lines = stderr.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.length ? `${lines.slice(-3).join(" / ")} (${how})` : how;
}

/** One running host process and the requests in flight to it. */
export class HostProcess {
  private readonly child: ChildProcess;
  private readonly listeners = new Map<number, (message: HostMessage) => void>();
  private stderr = "";
  private nextId = 1;
  private ended: string | null = null;
  /** Set by {@link close}: the process ends because it was asked to, not because it failed. */
  closing = false;
  /** Resolves with the reason once the process has ended. */
  readonly exited: Promise<string>;

  private constructor(sherpaLoad: SherpaLoad) {
    this.child = spawn(process.execPath, [hostScriptPath()], { stdio: ["ignore", "ignore", "pipe", "ipc"], serialization: "advanced" });
    this.child.stderr!.setEncoding("utf8");
    this.child.stderr!.on("data", (text: string) => (this.stderr = (this.stderr + text).slice(-STDERR_TAIL)));
    this.child.on("message", (message: HostMessage) => {
      const key = typeof message.id === "number" ? message.id : 0;
      this.listeners.get(key)?.(message);
    });
    this.exited = new Promise((resolve) => {
      this.child.on("error", (err) => {
        this.ended ??= `it could not start: ${err.message}`;
        this.child.kill("SIGKILL");
      });
      // Not the child's "close" event: after a disconnect it may never come. The exit, once stderr
      // has been read to its end (the crash message is the last thing written).
      let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
      let stderrClosed = false;
      let finished = false;
      const finish = () => {
        if (!exit || !stderrClosed || finished) return;
        finished = true;
        this.ended = this.ended ?? exitReason(exit.code, exit.signal, this.stderr);
        for (const listener of [...this.listeners.values()]) listener({ type: "exit", reason: this.ended });
        this.listeners.clear();
        this.refresh();
        resolve(this.ended);
      };
      this.child.on("exit", (code, signal) => {
        exit = { code, signal };
        finish();
      });
      this.child.stderr!.on("close", () => {
        stderrClosed = true;
        finish();
      });
    });
    this.child.send({ type: "load", sherpaPath: require.resolve("sherpa-onnx-node"), api: sherpaLoad.api, config: sherpaLoad.config });
  }

  /**
   * Starts a host and loads the model in it. Rejects with the reason when the process dies while
   * loading (a damaged model aborts it), a JavaScript error is thrown there, or `timeoutMs` passes
   * (the process is killed).
   */
  static async start(sherpaLoad: SherpaLoad, timeoutMs: number): Promise<{ host: HostProcess; loaded: LoadedModel }> {
    const host = new HostProcess(sherpaLoad);
    try {
      const message = await host.await(0, timeoutMs, (m) => m.type === "loaded", `it did not finish loading the model within ${timeoutMs / 1000} s`);
      return { host, loaded: message as unknown as LoadedModel };
    } catch (err) {
      host.kill();
      throw err;
    }
  }

  /** Whether the process has ended. */
  get alive(): boolean {
    return this.ended === null;
  }

  /** A fresh request id. */
  newId(): number {
    return this.nextId++;
  }

  /** Sends `message` to the host (ignored once it has ended). */
  send(message: HostMessage): void {
    if (this.alive && this.child.connected) this.child.send(message);
  }

  /**
   * Calls `listener` with every message for request `id`, and with `{ type: "exit" }` if the
   * process ends first. While a request listens the process keeps the parent's event loop alive.
   */
  listen(id: number, listener: (message: HostMessage) => void): () => void {
    if (!this.alive) {
      queueMicrotask(() => listener({ type: "exit", reason: this.ended }));
      return () => {};
    }
    this.listeners.set(id, listener);
    this.refresh();
    return () => {
      this.listeners.delete(id);
      this.refresh();
    };
  }

  /**
   * The first message for `id` that `done` accepts. Rejects on `failed` (the host's error), when
   * the process ends, and after `timeoutMs` (killing the process: a hung model is no use).
   */
  await(id: number, timeoutMs: number, done: (message: HostMessage) => boolean, timeoutReason: string): Promise<HostMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        this.ended ??= timeoutReason;
        this.kill();
        reject(new Error(timeoutReason));
      }, timeoutMs);
      const stop = this.listen(id, (message) => {
        if (message.type === "exit" || message.type === "failed" || done(message)) {
          clearTimeout(timer);
          stop();
          if (message.type === "exit") reject(new Error(String(message.reason)));
          else if (message.type === "failed") reject(new Error(String(message.message)));
          else resolve(message);
        }
      });
    });
  }

  /** Ends the process now. */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }

  /** Asks the process to end (it exits when its channel closes) and waits for it. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.child.connected) this.child.disconnect();
    const timer = setTimeout(() => this.kill(), 5000);
    await this.exited;
    clearTimeout(timer);
  }

  /** An idle host does not keep the parent process running. */
  private refresh(): void {
    const busy = this.listeners.size > 0;
    const handles = [this.child, this.child.channel, this.child.stderr] as ({ ref?(): void; unref?(): void } | null | undefined)[];
    for (const handle of handles) (busy ? handle?.ref : handle?.unref)?.call(handle);
  }
}
