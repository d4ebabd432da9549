import { spawnSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "./ffmpeg";
import { wavHeader } from "@vocable/domain";
import { decodePcmWindows, type PcmWindow } from "./pcm-windows";

const RATE = 16000;
/** The value of sample `i` in the generated audio: a ramp that never repeats within 30011 samples. */
const expectedAt = (i: number) => (i % 30011) - 15005;

/**
 * A WAV file of `seconds` at 16 kHz made on the fly, sample i being {@link expectedAt}(i), in
 * pieces of 64 kB; `pulled` counts the bytes taken from it so far.
 */
function generatedWav(seconds: number) {
  const total = seconds * RATE;
  const counter = { pulled: 0 };
  async function* bytes(): AsyncGenerator<Uint8Array> {
    const header = wavHeader(RATE, total * 2);
    counter.pulled += header.length;
    yield header;
    const per = 32 * 1024;
    for (let at = 0; at < total; at += per) {
      const n = Math.min(per, total - at);
      const chunk = new Int16Array(n);
      for (let i = 0; i < n; i++) chunk[i] = expectedAt(at + i);
      counter.pulled += n * 2;
      yield new Uint8Array(chunk.buffer);
    }
  }
  return { source: bytes(), counter, total };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vocable-pcm-windows-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Makes a file with ffmpeg's own sources (`lavfi`), e.g. a sine tone. */
function ffmpegFile(name: string, lavfi: string, seconds: number): string {
  const file = path.join(dir, name);
  const made = spawnSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", lavfi, "-t", String(seconds), "-ac", "1", "-ar", String(RATE), file]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  return file;
}

describe("decodePcmWindows", () => {
  it("decodes an hour in windows that cover it exactly, each sample at its absolute place, and never reads far ahead", async () => {
    const { source, counter, total } = generatedWav(3600);
    let covered = 0;
    let largest = 0;
    let windows = 0;
    let pulledAfterFirst = -1;
    for await (const window of decodePcmWindows(source, { sampleRate: RATE, windowSeconds: 30 })) {
      expect(window.start).toBe(covered);
      largest = Math.max(largest, window.samples.length);
      // Every sample sits where it was in the file (spot checks: first, last and a stride between).
      for (let i = 0; i < window.samples.length; i += 997) expect(window.samples[i]).toBe(expectedAt(window.start + i));
      expect(window.samples.at(-1)).toBe(expectedAt(window.start + window.samples.length - 1));
      covered += window.samples.length;
      windows++;
      if (windows === 1) {
        // Behind the caller, ffmpeg stops and stops reading: a few pipe buffers, not the hour (115 MB).
        await new Promise((r) => setTimeout(r, 300));
        pulledAfterFirst = counter.pulled;
      }
    }
    expect(covered).toBe(total);
    expect(windows).toBe(120);
    expect(largest).toBe(30 * RATE);
    expect(pulledAfterFirst).toBeGreaterThan(30 * RATE * 2);
    expect(pulledAfterFirst).toBeLessThan(8 * 1024 * 1024);
    expect(counter.pulled).toBe(44 + total * 2);
  });

  it("decodes a compressed file made by ffmpeg (FLAC sine) into windows and a shorter last one", async () => {
    const file = ffmpegFile("sine.flac", "sine=frequency=440:sample_rate=16000", 25);
    const windows: PcmWindow[] = [];
    for await (const window of decodePcmWindows(createReadStream(file), { sampleRate: RATE, windowSeconds: 10 })) windows.push(window);
    expect(windows.map((w) => [w.start, w.samples.length])).toEqual([
      [0, 160_000],
      [160_000, 160_000],
      [320_000, 80_000],
    ]);
    const peak = Math.max(...windows[1]!.samples.subarray(0, 1000).map(Math.abs));
    expect(peak).toBeGreaterThan(1000);
  });

  it("resamples to the rate asked for (silence from anullsrc at 44.1 kHz to 16 kHz)", async () => {
    const file = path.join(dir, "silence.wav");
    spawnSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "anullsrc=r=44100:cl=stereo", "-t", "3", file]);
    let covered = 0;
    for await (const window of decodePcmWindows(createReadStream(file), { sampleRate: RATE, windowSeconds: 1 })) {
      expect(window.samples.every((v) => v === 0)).toBe(true);
      covered += window.samples.length;
    }
    expect(Math.abs(covered - 3 * RATE)).toBeLessThan(RATE / 100);
  });

  it("stops ffmpeg and the source when the caller stops early", async () => {
    const { source, counter } = generatedWav(3600);
    for await (const window of decodePcmWindows(source, { sampleRate: RATE, windowSeconds: 5 })) {
      expect(window.start).toBe(0);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
    const after = counter.pulled;
    await new Promise((r) => setTimeout(r, 200));
    expect(counter.pulled).toBe(after);
    expect(after).toBeLessThan(8 * 1024 * 1024);
  });

  it("rejects bytes that are not audio, and stops when the signal aborts", async () => {
    async function* junk() {
      yield new TextEncoder().encode("this is not audio at all\n".repeat(200));
    }
    await expect(
      (async () => {
        for await (const _ of decodePcmWindows(junk(), { sampleRate: RATE })) void _;
      })(),
    ).rejects.toThrow(/ffmpeg could not decode/);

    const controller = new AbortController();
    const { source } = generatedWav(600);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const window of decodePcmWindows(source, { sampleRate: RATE, windowSeconds: 1, signal: controller.signal })) {
          seen.push(window.start);
          if (seen.length === 2) controller.abort();
        }
      })(),
    ).rejects.toThrow(/aborted/);
    expect(seen.length).toBeLessThan(600);
  });
});
