/**
 * Web transfer figures (not a test): starts the real server on the built web app, opens the
 * sign-in page in Debian's Chromium and prints the bytes of JavaScript and CSS the page
 * transferred (as sent on the wire, after any Content-Encoding) and their decoded size.
 * Run `npm run build` first, then `npx tsx bench/web-transfer.ts`. BENCH_ACCEPT_ENCODING=gzip (or
 * identity) measures a client without brotli; BENCH_VERBOSE=1 lists every file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { startServer } from "./server-process";

const PAGE = "/app/sign-in";

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-web-"));
  const server = await startServer({ PORT: process.env.BENCH_PORT ?? "18181", DATA_DIR: dataDir });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run"],
    });
    const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING || undefined;
    const page = await browser.newPage(acceptEncoding ? { extraHTTPHeaders: { "accept-encoding": acceptEncoding } } : {});
    const totals = new Map<string, { wire: number; decoded: number; files: number; encodings: Set<string> }>();
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet" && type !== "document") return;
      // Made before any await: concurrent responses of one type must add to the same entry.
      const entry = totals.get(type) ?? { wire: 0, decoded: 0, files: 0, encodings: new Set<string>() };
      totals.set(type, entry);
      pending.push(
        (async () => {
          const sizes = await response.request().sizes();
          const body = await response.body();
          entry.wire += sizes.responseBodySize;
          entry.decoded += body.byteLength;
          entry.files += 1;
          entry.encodings.add((await response.headerValue("content-encoding")) ?? "identity");
          if (process.env.BENCH_VERBOSE) console.log(type, response.url(), sizes.responseBodySize, body.byteLength);
        })(),
      );
    });
    await page.goto(new URL(PAGE, server.url).toString(), { waitUntil: "networkidle" });
    await Promise.all(pending);
    console.log(`${PAGE} (Chromium, Accept-Encoding: ${acceptEncoding ?? "as the browser sends it"})`);
    for (const [type, t] of totals) {
      console.log(`  ${type.padEnd(10)} ${String(t.files).padStart(2)} files  on the wire ${kb(t.wire).padStart(9)}  decoded ${kb(t.decoded).padStart(9)}  (${[...t.encodings].join(", ")})`);
    }
  } finally {
    await browser?.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
