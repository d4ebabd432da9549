/**
 * `npm run bench:productions-editor`: the productions transcription editor on a ONE-HOUR media file
 * (not a test: figures only). A 16 kHz mono WAV of speech (a few sentences said once by the
 * premade voices, tiled with pauses to 3,600 s) and a claimed transcription task on it of about
 * 1,000 segments are made directly (the machine transcription of an hour would take too long): the
 * order's rows written with the server's drizzle schema into a PostgreSQL database of the bench's
 * own, the media and its work audio into the server's local storage. Then, in headless Chromium
 * signed in as the producer, it prints how long the editor takes to be ready, the page's JS heap
 * after load, after scrolling to the last segment and after seeking to 59:00, the media bytes the
 * page fetched, the segment rows in the DOM; and, from Node, the server's time for GET task, one
 * peaks call at 59 min and PUT transcription of all the segments (medians of 5).
 *
 *   npm run bench:productions-editor
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432 npx tsx bench/productions-editor.ts   # another PostgreSQL (the default)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { itemPriceCents, wavHeader } from "@vocable/domain";
import { PREMADE_VOICES, resampleWhole, SpeechService } from "@vocable/speech";
import { openDatabase } from "../apps/server/src/db/client";
import { productionMedia, productionOrder, productionOrderItem, productionTaskDescription, type ProductionSegment } from "../apps/server/src/db/schema";
import { newId } from "../apps/server/src/platform/ids";
import { outboxMail, signUpAndSignIn } from "../apps/server/src/testing/http-account";
import { startServer } from "./server-process";
import { quantile } from "./stats";

const RATE = 16_000;
const SECONDS = 3_600;
const TARGET_SEGMENTS = 1_000;
const RUNS = 5;
const SEEK_TO = 59 * 60;
const PASSWORD = "benchmark password";
const PG_BASE = (process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432").replace(/\/+$/, "");
const LINES = [
  "Good morning, and thanks for joining.",
  "Let us start with last quarter.",
  "Sales went up in the north.",
  "The south was slower than we hoped.",
  "We need a new plan for the spring.",
  "Any questions before we move on?",
];

/** The hour of sound and its segments: each line said once by two voices, then tiled with pauses so about TARGET_SEGMENTS fill the hour. */
async function hourOfSpeech(): Promise<{ samples: Int16Array; segments: ProductionSegment[] }> {
  const speech = new SpeechService({ workers: 2 });
  const voices = [PREMADE_VOICES.find((v) => v.name === "Richard")!, PREMADE_VOICES.find((v) => v.name === "Samantha")!];
  const clips: { samples: Int16Array; text: string; speaker: string }[] = [];
  try {
    for (const [n, text] of LINES.entries()) {
      for (const [v, voice] of voices.entries()) {
        const said = await speech.synthesize({ text, voiceId: voice.voiceId, owner: "bench" });
        clips.push({ samples: resampleWhole(said.samples, said.sampleRate, RATE), text, speaker: `speaker_${(n + v) % 2}` });
      }
    }
  } finally {
    await speech.close();
  }
  const meanClip = clips.reduce((s, c) => s + c.samples.length, 0) / clips.length / RATE;
  const pause = Math.min(3, Math.max(0.4, SECONDS / TARGET_SEGMENTS - meanClip));
  const samples = new Int16Array(SECONDS * RATE);
  const segments: ProductionSegment[] = [];
  for (let at = 0.5, i = 0; ; i++) {
    const clip = clips[i % clips.length]!;
    const from = Math.round(at * RATE);
    if (from + clip.samples.length > samples.length) break;
    samples.set(clip.samples, from);
    const end = at + clip.samples.length / RATE;
    segments.push({ id: `seg_${String(i + 1).padStart(4, "0")}`, speaker: clip.speaker, start: round2(at), end: round2(end), text: clip.text });
    at = end + pause;
  }
  return { samples, segments };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const median = (values: number[]) => quantile(values, 0.5);

/** A producer made as a person is (sign-up, the mailed verification link, sign-in, the onboarding survey) in the browser context, so its cookies are the page's. */
async function signUpProducer(context: BrowserContext, serverUrl: string, appUrl: string, email: string): Promise<{ userId: string }> {
  const headers = { origin: appUrl };
  const post = async (route: string, data: unknown, method: "post" | "put" = "post") => {
    const res = await context.request[method](`${appUrl}${route}`, { data, headers });
    if (res.status() !== 200) throw new Error(`${method.toUpperCase()} ${route}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post("/api/auth/sign-up/email", { name: "Pat Producer", email, password: PASSWORD });
  const mail = await outboxMail(serverUrl, email, /Verify your e-mail/);
  const oobCode = mail.links.map((l) => new URL(l).searchParams.get("oobCode")).find(Boolean);
  if (!oobCode) throw new Error("the verification e-mail has no code");
  await post("/v1/user/action-codes/verify-email", { oob_code: oobCode });
  await post("/api/auth/sign-in/email", { email, password: PASSWORD });
  await post("/v1/user/onboarding-survey-complete", { first_name: "Pat", role: "developer", subrole: null, timezone: "UTC", source: null });
  const { user_id: userId } = (await (await context.request.get(`${appUrl}/v1/user`)).json()) as { user_id: string };
  // The producer is also the instance's operator (ADMIN_EMAILS): it makes itself a producer, as an operator would with curl.
  await post(`/v1/admin/producers/${userId}`, { is_producer: true, is_in_probation: false, qualifications: ["transcription-en"] }, "put");
  return { userId };
}

/** Writes a paid order of `customer`'s on the hour (as paidTranscriptionOrder's rows look once prepared): the media, its work audio, the description. */
async function writeOrder(databaseUrl: string, dataDir: string, customer: { userId: string; workspaceId: string }, wav: { header: Uint8Array; samples: Int16Array }, segments: ProductionSegment[]) {
  const orderId = newId();
  const mediaId = newId();
  const descriptionId = newId();
  const key = `productions/${customer.workspaceId}/${orderId}/${mediaId}.wav`;
  // The server's local storage keeps a key at <DATA_DIR>/files/<key> (platform/storage/create-file-storage.ts).
  const file = path.join(dataDir, "files", key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, "w");
  fs.writeSync(fd, wav.header);
  fs.writeSync(fd, new Uint8Array(wav.samples.buffer, wav.samples.byteOffset, wav.samples.byteLength));
  fs.closeSync(fd);
  // The work audio (work-audio.ts workAudioKey): the media is already 16 kHz mono WAV, so the same bytes.
  fs.copyFileSync(file, `${file}.16k.wav`);
  const price = itemPriceCents({ kind: "transcription", mediaSeconds: [SECONDS], sourceLanguage: "en", verbatim: false });
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.db.transaction(async (tx) => {
      await tx.insert(productionOrder).values({ id: orderId, workspaceId: customer.workspaceId, userId: customer.userId, name: "Quarterly call", state: "paid", totalCents: price, paidAt: new Date(), submittedAt: new Date() });
      await tx.insert(productionMedia).values({ id: mediaId, orderId, name: "quarterly-call.wav", contentType: "audio/wav", language: "en", storageKey: key, durationSeconds: SECONDS, source: "upload" });
      const itemId = newId();
      await tx.insert(productionOrderItem).values({ id: itemId, orderId, kind: "transcription", request: { kind: "transcription", media_ids: [mediaId], source_language: "en" }, priceCents: price });
      await tx.insert(productionTaskDescription).values({ id: descriptionId, orderId, itemId, mediaId, kind: "transcription", language: "en", teamId: "transcription-en", machineSegments: segments, priceCents: price, dueAt: null });
    });
  } finally {
    await database.close();
  }
  return { descriptionId, mediaBytes: fs.statSync(file).size };
}

/** Media bytes the page received (CDP Network), by request; peaks calls and the task JSON counted apart. */
function watchNetwork(cdp: CDPSession) {
  const kinds = new Map<string, "media" | "peaks" | "other">();
  const bytes = { media: 0, peaks: 0, other: 0 };
  const mediaRanges: string[] = [];
  cdp.on("Network.requestWillBeSent", (e) => {
    const url = new URL(e.request.url);
    const kind = url.pathname.endsWith("/media/peaks") ? "peaks" : url.pathname.endsWith("/media") && url.pathname.includes("/productions/") ? "media" : "other";
    kinds.set(e.requestId, kind);
    if (kind === "media") mediaRanges.push(String(e.request.headers.Range ?? e.request.headers.range ?? "(whole)"));
  });
  cdp.on("Network.dataReceived", (e) => {
    bytes[kinds.get(e.requestId) ?? "other"] += e.dataLength;
  });
  return { bytes, mediaRanges, mediaRequests: () => mediaRanges.length };
}

/** Peaks calls in flight in the page, and the windows answered. */
function watchPeaks(page: Page) {
  const inFlight = new Set<unknown>();
  const answered: number[] = [];
  const isPeaks = (url: string) => url.includes("/media/peaks");
  page.on("request", (r) => {
    if (isPeaks(r.url())) inFlight.add(r);
  });
  page.on("requestfinished", (r) => {
    if (!isPeaks(r.url())) return;
    inFlight.delete(r);
    answered.push(Number(new URL(r.url()).searchParams.get("start")));
  });
  page.on("requestfailed", (r) => inFlight.delete(r));
  return { inFlight, answered };
}

/** The page's JS heap (used) and DOM node count, then the heap again after a forced collection. */
async function heap(cdp: CDPSession): Promise<{ used: number; afterGc: number; nodes: number }> {
  const metric = async (name: string) => ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === name)?.value ?? Number.NaN);
  const used = await metric("JSHeapUsedSize");
  await cdp.send("HeapProfiler.collectGarbage");
  return { used, afterGc: await metric("JSHeapUsedSize"), nodes: await metric("Nodes") };
}

/** Two animation frames in the page (React's commit, then the canvas drawn). */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

async function timed<T>(f: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await f();
  return [performance.now() - started, value];
}

async function main() {
  const started = performance.now();
  console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const [soundMs, { samples, segments }] = await timed(hourOfSpeech);
  console.log(`Productions editor on one hour of media: ${segments.length} segments, ${SECONDS} s of 16 kHz mono WAV (sound made in ${(soundMs / 1000).toFixed(1)} s).\n`);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-editor-"));
  const dataDir = path.join(folder, "data");
  const dbName = `vocable_bench_editor_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const databaseUrl = `${PG_BASE}/${dbName}`;
  const port = process.env.BENCH_PORT ?? String(18800 + Math.floor(Math.random() * 500));
  // localhost: a secure context in Chromium, so the server's Secure cookies stick (PUBLIC_URL's default host).
  const appUrl = `http://localhost:${port}`;
  const producerEmail = `bench-producer-${Date.now()}@example.com`;
  let browser: Browser | null = null;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_EMAILS: producerEmail, SIGN_IN_RATE_LIMIT: "1000" });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run", "--enable-precise-memory-info"],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });

    // The customer whose order it is, and the producer who claims it.
    const customerCookie = await signUpAndSignIn(server.url, { name: "Cora Customer", email: `bench-customer-${Date.now()}@example.com`, password: PASSWORD, origin: appUrl });
    const me = (await (await fetch(`${server.url}/v1/user`, { headers: { cookie: customerCookie } })).json()) as { user_id: string; workspace_id: string };
    const { userId } = await signUpProducer(context, server.url, appUrl, producerEmail);
    const { descriptionId, mediaBytes } = await writeOrder(databaseUrl, dataDir, { userId: me.user_id, workspaceId: me.workspace_id }, { header: wavHeader(RATE, samples.byteLength), samples }, segments);
    const claimed = await context.request.post(`${appUrl}/v1/productions/producers/${userId}/tasks`, { data: { description_id: descriptionId }, headers: { origin: appUrl } });
    if (claimed.status() !== 200) throw new Error(`claim: ${claimed.status()} ${await claimed.text()}`);
    const { task_id: taskId } = (await claimed.json()) as { task_id: string };

    // (a)-(d) The editor in Chromium.
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Performance.enable");
    const network = watchNetwork(cdp);
    const peaks = watchPeaks(page);
    const rows = () => page.getByTestId("editor-segment").count();
    const list = page.getByTestId("editor-segments");

    const firstPeaks = page.waitForResponse((r) => r.url().includes("/media/peaks"), { timeout: 60_000 });
    const gotoStart = performance.now();
    await page.goto(`${appUrl}/app/productions/active/${taskId}`);
    const [textMs, peaksMs] = await Promise.all([
      page
        .getByLabel("Text of segment 1", { exact: true })
        .waitFor({ timeout: 60_000 })
        .then(() => performance.now() - gotoStart),
      firstPeaks.then(async (r) => {
        await r.finished();
        await frames(page);
        return performance.now() - gotoStart;
      }),
    ]);
    const readyMs = Math.max(textMs, peaksMs);
    const loaded = await heap(cdp);
    const loadedRows = await rows();
    const loadedMedia = network.bytes.media;

    // Scroll the list to its last segment.
    const [scrollMs] = await timed(async () => {
      await list.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
      await page.getByLabel(`Text of segment ${segments.length}`, { exact: true }).waitFor({ timeout: 30_000 });
      await frames(page);
    });
    const scrolled = await heap(cdp);
    const scrolledRows = await rows();

    // Seek the audio to 59:00 and wait for the waveform there (its peaks answered, no call left in flight, drawn).
    const [seekMs, seekedAt] = await timed(async () => {
      const seeked = page.getByTestId("editor-audio").evaluate(
        (audio: HTMLAudioElement, to: number) =>
          new Promise<number>((resolve) => {
            audio.addEventListener("seeked", () => resolve(audio.currentTime), { once: true });
            audio.currentTime = to;
          }),
        SEEK_TO,
      );
      const at = await seeked;
      while (!peaks.answered.some((start) => start >= SEEK_TO - 60) || peaks.inFlight.size > 0) await new Promise((r) => setTimeout(r, 20));
      await frames(page);
      return at;
    });
    const sought = await heap(cdp);
    const soughtRows = await rows();
    const waveformSeconds = await page.getByTestId("editor-waveform").getAttribute("aria-valuenow");
    await page.close();

    // (e) The server's own times, from Node with the producer's session.
    const cookie = (await context.cookies(appUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
    const taskUrl = `${server.url}/v1/productions/producers/${userId}/tasks/${taskId}`;
    const call = async (url: string, init: RequestInit = {}) => {
      const t0 = performance.now();
      const res = await fetch(url, { ...init, headers: { cookie, origin: appUrl, ...init.headers } });
      const body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${new TextDecoder().decode(body)}`);
      return { ms: performance.now() - t0, bytes: body.byteLength, body };
    };
    const getRuns = [];
    for (let i = 0; i < RUNS; i++) getRuns.push(await call(taskUrl));
    const saved = (JSON.parse(new TextDecoder().decode(getRuns[0]!.body)) as { segments: ProductionSegment[] }).segments;
    const peaksRuns = [];
    for (let i = 0; i < RUNS; i++) peaksRuns.push(await call(`${taskUrl}/media/peaks?start=${SEEK_TO}&end=${SEEK_TO + 30}&buckets=600`));
    const putRuns = [];
    for (let i = 0; i < RUNS; i++) {
      // Each save changes one segment's text (an autosave after an edit), and sends them all.
      const body = JSON.stringify({ segments: saved.map((s, n) => (n === i ? { ...s, text: `${s.text} (edit ${i + 1})` } : s)) });
      putRuns.push({ ...(await call(`${taskUrl}/transcription`, { method: "PUT", body, headers: { "content-type": "application/json" } })), sent: body.length });
    }

    const rowsOut: [string, string][] = [
      ["goto -> ready (text of segment 1 shown, first waveform drawn)", `${readyMs.toFixed(0)} ms`],
      ["  goto -> text of segment 1 visible", `${textMs.toFixed(0)} ms`],
      ["  goto -> first peaks answered and drawn", `${peaksMs.toFixed(0)} ms`],
      ["JS heap used after load (after a forced GC)", `${mb(loaded.used)} (${mb(loaded.afterGc)})`],
      ["JS heap used after scrolling to the last segment (after GC)", `${mb(scrolled.used)} (${mb(scrolled.afterGc)})`],
      ["JS heap used after seeking to 59:00 (after GC)", `${mb(sought.used)} (${mb(sought.afterGc)})`],
      ["scroll to the last segment -> its row shown", `${scrollMs.toFixed(0)} ms`],
      ["seek to 59:00 -> seeked and waveform drawn there", `${seekMs.toFixed(0)} ms (at ${seekedAt.toFixed(1)} s; waveform playhead ${waveformSeconds} s)`],
      ["media bytes fetched by the page: after load", `${mb(loadedMedia)} of ${mb(mediaBytes)} (${((100 * loadedMedia) / mediaBytes).toFixed(2)}%)`],
      ["media bytes fetched by the page: in all (after the seek)", `${mb(network.bytes.media)} of ${mb(mediaBytes)} (${((100 * network.bytes.media) / mediaBytes).toFixed(2)}%), ${network.mediaRequests()} requests`],
      ["peaks bytes fetched by the page (calls)", `${(network.bytes.peaks / 1e3).toFixed(1)} kB (${peaks.answered.length})`],
      ["segment rows in the DOM: after load / scrolled / sought", `${loadedRows} / ${scrolledRows} / ${soughtRows} of ${segments.length}`],
      ["DOM nodes: after load / scrolled / sought", `${loaded.nodes} / ${scrolled.nodes} / ${sought.nodes}`],
      [`server: GET task (${segments.length} segments, ${(getRuns[0]!.bytes / 1e3).toFixed(0)} kB), median of ${RUNS}`, `${median(getRuns.map((r) => r.ms)).toFixed(1)} ms`],
      [`server: GET peaks, 30 s at 59:00, 600 buckets, median of ${RUNS}`, `${median(peaksRuns.map((r) => r.ms)).toFixed(1)} ms`],
      [`server: PUT transcription (${segments.length} segments, ${(putRuns[0]!.sent / 1e3).toFixed(0)} kB), median of ${RUNS}`, `${median(putRuns.map((r) => r.ms)).toFixed(1)} ms`],
    ];
    console.log("| figure | value |");
    console.log("|---|---|");
    for (const [label, value] of rowsOut) console.log(`| ${label} | ${value} |`);
    console.log(`\nmedia ranges the page asked for: ${network.mediaRanges.join(", ")}`);
    console.log(`load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}; bench ran ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser?.close();
    await server?.stop();
    await admin.query(`drop database if exists "${dbName}" with (force)`).catch((err: Error) => console.error(`could not drop ${dbName}: ${err.message}`));
    await admin.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

await main();
