import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKeyWithProof, signUpAndSignIn } from "#testing/http-account";
import { multipartCases, uploadOperations, type UploadOperation } from "#testing/multipart-fuzz";
import type { OpenApiDocument } from "#testing/openapi-fuzz";
import { compiledServer, startServer, type ServerProcess } from "#testing/server-process";
import { waitFor } from "@vocable/speech/test-support";

// A real server process: a throw inside a stream or event callback is an uncaught exception
// there, which kills the process (in-process app.request would only fail one test).
let build: Awaited<ReturnType<typeof compiledServer>>;
let server: ServerProcess;
let dataDir: string;
let tmpDir: string;
let apiKey: string;
let uploads: UploadOperation[];

/** Every stored file, as paths relative to the storage root; not the premade voices' previews, which a start-up job renders meanwhile. */
const storedFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .filter((p) => !p.startsWith("previews/"))
        .sort()
    : [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-multipart-data-"));
  // The server's own temporary directory, so what its uploads leave there is what this test sees.
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-multipart-tmp-"));
  build = await compiledServer();
  const email = `multipart-${Date.now()}@example.com`;
  // The embedded database even in the PostgreSQL pass; the operator's address, so the operators' model upload reads its form too.
  server = await startServer(build.main, { DATA_DIR: dataDir, TMPDIR: tmpDir, DATABASE_URL: "", ADMIN_EMAILS: email });
  const origin = server.url;
  const cookie = await signUpAndSignIn(server.url, { name: "Multipart", email, password: "correct horse battery", origin });
  apiKey = await createApiKeyWithProof(server.url, { cookie, email, origin, name: "multipart" });
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenApiDocument;
  uploads = uploadOperations(doc, (name) => (name.endsWith("_id") ? "voice-that-does-not-exist" : "x"));
}, 240_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of [dataDir, tmpDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("malformed multipart forms against every upload route", () => {
  it("answers each with a 4xx in the ElevenLabs shape; the process lives and nothing is left behind", { timeout: 240_000 }, async () => {
    expect(uploads.length).toBeGreaterThanOrEqual(14);
    const storedBefore = storedFiles(path.join(dataDir, "files"));
    const findings: string[] = [];
    let sent = 0;
    for (const op of uploads) {
      for (const c of multipartCases(op)) {
        const where = `${op.operation} [${c.label}]`;
        let res: Response;
        try {
          res = await fetch(`${server.url}${op.path}`, { method: "POST", headers: { "xi-api-key": apiKey, "content-type": c.contentType }, body: c.body as BodyInit });
        } catch (err) {
          findings.push(`${where} -> request failed: ${(err as Error).message}`);
          if (server.child.exitCode !== null || server.child.signalCode !== null) break;
          continue;
        }
        sent++;
        const text = await res.text();
        if (res.status < 400 || res.status >= 500) findings.push(`${where} -> ${res.status} ${text.slice(0, 200)}`);
        else if (!(JSON.parse(text) as { detail?: unknown }).detail) findings.push(`${where} -> ${res.status} without an error body`);
      }
    }
    console.log(`multipart fuzz: ${sent} broken forms to ${uploads.length} upload routes`);
    expect(findings).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(server.output.filter((l) => /uncaught|unhandled/i.test(l))).toEqual([]);
    // Upload directories are removed once the answer is out; give the last one a moment.
    await waitFor("the upload directories to be removed", () => fs.readdirSync(tmpDir).filter((n) => n.startsWith("vocable-upload-")).length === 0, 10_000);
    expect(storedFiles(path.join(dataDir, "files"))).toEqual(storedBefore);
  });

  it("keeps nothing of an upload whose client goes away halfway", async () => {
    const route = uploads.find((u) => u.operation === "POST /v1/speech-to-text")!;
    const boundary = "vocable-gone";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="model_id"\r\n\r\nscribe_v1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST ${route.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nxi-api-key: ${apiKey}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50_000_000}\r\n\r\n${head}`,
    );
    // Two megabytes of the promised fifty, then the client is gone.
    for (let i = 0; i < 32; i++) socket.write(Buffer.alloc(65_536, i));
    await waitFor("the upload to reach the disk", () => fs.readdirSync(tmpDir).some((n) => n.startsWith("vocable-upload-")), 10_000);
    socket.destroy();
    await waitFor("the cut-off upload to be removed", () => fs.readdirSync(tmpDir).filter((n) => n.startsWith("vocable-upload-")).length === 0, 10_000);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
