import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../test-support/wait-for";
import { PREMADE_VOICES } from "../voices/premade-voices";
import type { PieceRequest } from "./synthesize-piece";
import { PieceTimeoutError, WorkerPool } from "./worker-pool";

const espeak = PREMADE_VOICES.find((v) => v.engine === "espeak-ng" && v.language === "en")!;
const piece = (text: string): PieceRequest => ({ text, engine: espeak.engine, engineVoice: espeak.engineVoice });
const SENTENCE = "Every sentence here becomes its own chunk of audio, streamed as soon as it is ready.";

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("WorkerPool", () => {
  it("serves owners in turn: one owner's many pieces do not hold back another owner's one", async () => {
    pool = new WorkerPool({ size: 1 });
    await pool.submit(piece("Warm up.")).result;
    const finished: string[] = [];
    const submit = (owner: string, label: string) => pool!.submit(piece(SENTENCE), owner).result.then(() => finished.push(label));
    const all = [1, 2, 3, 4, 5, 6].map((n) => submit("busy", `busy-${n}`));
    all.push(submit("polite", "polite"));
    await Promise.all(all);
    // busy-1 was already running; the polite owner's piece is next, not seventh.
    expect(finished.indexOf("polite")).toBe(1);
    expect(finished.filter((l) => l.startsWith("busy"))).toEqual(["busy-1", "busy-2", "busy-3", "busy-4", "busy-5", "busy-6"]);
  });

  it("stops a piece that runs past the time budget and keeps serving with a new thread", async () => {
    pool = new WorkerPool({ size: 1, pieceTimeoutMs: 1 });
    const long = pool.submit(piece(SENTENCE.repeat(3))).result;
    await expect(long).rejects.toBeInstanceOf(PieceTimeoutError);
    pool.close().catch(() => {});
    pool = new WorkerPool({ size: 1, pieceTimeoutMs: 20_000 });
    const ok = await pool.submit(piece("Still here.")).result;
    expect(ok.samples.length).toBeGreaterThan(0);
  });

  it("replaces the stopped thread in the same pool", async () => {
    // The budget leaves room for the replacement thread's first piece, which runs cold code (about
    // a CPU-second under load); the huge piece needs many times more on a warm thread.
    pool = new WorkerPool({ size: 1, pieceTimeoutMs: 5000 });
    await pool.submit(piece("Warm up.")).result;
    // A piece far beyond any bound the splitter produces runs past 5 s.
    const huge = pool.submit(piece(`${SENTENCE} `.repeat(400))).result;
    const after = pool.submit(piece("Next in line."), "other").result;
    await expect(huge).rejects.toBeInstanceOf(PieceTimeoutError);
    expect((await after).samples.length).toBeGreaterThan(0);
  });

  it("keeps its warm workers however long they sit idle, and lets the others stop", async () => {
    pool = new WorkerPool({ size: 2, idleMs: 200, warm: 1 });
    pool.prewarm();
    expect(pool.running).toBe(1);
    // Three owners' pieces at once: a second thread starts beside the warm one.
    const pieces = ["a", "b", "c"].map((owner) => pool!.submit(piece(SENTENCE), owner).result);
    expect(pool.running).toBe(2);
    await Promise.all(pieces);
    await waitFor("the extra thread to stop", () => pool!.running === 1, 10_000);
    // Well past the idle time, the warm one is still there and speaks.
    await new Promise((r) => setTimeout(r, 1000));
    expect(pool.running).toBe(1);
    expect((await pool.submit(piece("Still warm.")).result).samples.length).toBeGreaterThan(0);
  });

  it("without warm workers, stops every idle thread", async () => {
    pool = new WorkerPool({ size: 1, idleMs: 200 });
    pool.prewarm();
    expect(pool.running).toBe(0);
    await pool.submit(piece("Hello.")).result;
    await waitFor("the thread to stop", () => pool!.running === 0, 10_000);
  });

  it("drops a cancelled piece that has not started", async () => {
    pool = new WorkerPool({ size: 1 });
    const first = pool.submit(piece(SENTENCE), "a");
    const second = pool.submit(piece(SENTENCE), "b");
    pool.cancel(second.id);
    await expect(second.result).rejects.toThrow("cancelled");
    await first.result;
    expect(pool.depth).toBe(0);
  });
});
