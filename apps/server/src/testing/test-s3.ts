import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** A real S3-protocol server (s3rver) on a free port, with one uniquely named bucket. */
export interface TestS3 {
  /** The S3_* variables that point the app's configuration at it. */
  env: Record<string, string>;
  bucket: string;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

let counter = 0;

/** Starts s3rver in a child process on port 0 with a temporary directory. */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-s3-"));
  const bucket = `vocable-test-${process.pid}-${++counter}`;
  const script = new URL("./s3rver-process.mjs", import.meta.url).pathname;
  // stdin stays open for the child's lifetime: if this process dies, the server goes with it.
  const child = spawn(process.execPath, ["--openssl-legacy-provider", script, directory, bucket], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`s3rver exited with code ${code} before listening`)));
  });
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver accepts exactly this key pair.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin!.end();
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
