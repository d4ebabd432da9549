import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import { findProgram } from "../runtime/find-program";

let cachedPath: string | undefined;

/**
 * Path of the ffmpeg binary: a system `ffmpeg` on PATH when present (usually
 * newer and distro-patched), else the one shipped by `@ffmpeg-installer/ffmpeg`.
 */
export function ffmpegPath(): string {
  if (cachedPath) return cachedPath;
  const system = findProgram("ffmpeg");
  if (system) {
    cachedPath = system;
    return system;
  }
  const require = createRequire(import.meta.url);
  cachedPath = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  return cachedPath;
}

/**
 * A long-running ffmpeg process fed raw PCM on stdin. `take()` returns the
 * bytes produced so far, so callers can forward encoded audio while input
 * still arrives.
 */
export class FfmpegPipe {
  private readonly child: ChildProcessWithoutNullStreams;
  private output: Buffer[] = [];
  private stderr = "";
  private readonly exited: Promise<number | null>;
  private failure: Error | undefined;

  constructor(args: string[]) {
    this.child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", ...args], { stdio: "pipe" });
    this.child.stdout.on("data", (chunk: Buffer) => this.output.push(chunk));
    this.child.stderr.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    // A killed or crashed ffmpeg closes stdin under us; remember it instead of crashing the process.
    this.child.stdin.on("error", (error) => {
      this.failure ??= error;
    });
    this.exited = new Promise((resolve) => {
      this.child.on("error", (error) => {
        this.failure ??= error;
        resolve(null);
      });
      this.child.on("close", (code) => resolve(code));
    });
  }

  /** Writes input, waiting for the pipe to drain so memory stays bounded. */
  async write(bytes: Uint8Array): Promise<void> {
    if (this.failure) throw this.error();
    if (!this.child.stdin.write(bytes)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.child.stdin.off("drain", done);
          this.child.off("close", done);
          resolve();
        };
        this.child.stdin.once("drain", done);
        this.child.once("close", done);
      });
    }
  }

  /** Encoded bytes produced since the last call. */
  take(): Uint8Array {
    const bytes = Buffer.concat(this.output);
    this.output = [];
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  }

  /** Closes stdin, waits for ffmpeg to finish and returns the remaining output. */
  async finish(): Promise<Uint8Array> {
    this.child.stdin.end();
    const code = await this.exited;
    if (code !== 0) throw this.error(code);
    return this.take();
  }

  /** Stops ffmpeg at once (the listener went away). */
  kill(): void {
    if (this.child.exitCode === null) this.child.kill("SIGKILL");
  }

  private error(code?: number | null): Error {
    const detail = this.stderr.trim() || this.failure?.message || `exit code ${code}`;
    return new Error(`ffmpeg failed: ${detail}`);
  }
}
