/**
 * MP3 through LAME compiled to WebAssembly (`wasm-media-encoders`): ~165x
 * real time on one core here, ~6x faster than lamejs. LAME also resamples
 * (engine rate in, format rate out), so MP3 needs no separate resampler pass.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { WasmMediaEncoder } from "wasm-media-encoders";
import type { OutputFormat } from "./output-formats";
import { int16ToFloat } from "./pcm-codecs";

type Lame = WasmMediaEncoder<"audio/mpeg">;
type LameRate = 8000 | 11025 | 12000 | 16000 | 22050 | 24000 | 32000 | 44100 | 48000;
type LameBitrate = 8 | 16 | 24 | 32 | 40 | 48 | 64 | 80 | 96 | 112 | 128 | 160 | 192 | 224 | 256 | 320;

/** Legal CBR bitrates per MPEG version, limited to those wasm-media-encoders accepts (no 56 or 144). */
const MPEG1_KBPS: readonly LameBitrate[] = [32, 40, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS: readonly LameBitrate[] = [8, 16, 24, 32, 40, 48, 64, 80, 96, 112, 128, 160];

/**
 * The legal bitrate nearest to the requested one (ties go down). Only
 * `mp3_48000_240` needs it: 240 kbps is not a legal MPEG-1 bitrate, so it
 * gets 224 kbps, as it did with lamejs.
 */
export function legalMp3Bitrate(sampleRate: number, kbps: number): LameBitrate {
  const table = sampleRate >= 32000 ? MPEG1_KBPS : MPEG2_KBPS;
  let best = table[0];
  for (const candidate of table) if (Math.abs(candidate - kbps) < Math.abs(best - kbps)) best = candidate;
  return best;
}

let library: Promise<typeof import("wasm-media-encoders")> | undefined;
let compiled: WebAssembly.Module | undefined;
/** Encoders whose stream ended; `configure()` resets one completely, so the next stream reuses it. */
const idle: Lame[] = [];
/** Idle encoders kept (each holds its own WASM memory, 16 MB to start); extras are left to the GC. */
const MAX_IDLE = 8;

/**
 * The WASM module, compiled once per thread (~2 ms): every encoder instance
 * is created from it (~0.6 ms) instead of decoding and compiling the base64
 * copy the library embeds each time. The library is imported lazily because
 * that embedded copy makes its JS ~780 KB, which threads that never encode
 * MP3 (the main thread) should not parse.
 */
async function newLame(): Promise<Lame> {
  library ??= import("wasm-media-encoders");
  const { createEncoder } = await library;
  compiled ??= new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve("wasm-media-encoders/wasm/mp3")));
  return createEncoder("audio/mpeg", compiled);
}

/**
 * Loads LAME and parks one ready encoder, so the first MP3 request pays
 * nothing extra. It also encodes two seconds of a tone with noise: V8 first
 * runs WASM through its baseline compiler and optimises functions only once
 * they are hot, and a cold LAME encodes the first sentence ~2.5x slower.
 */
export async function warmUpMp3(): Promise<void> {
  if (idle.length > 0) return;
  const lame = await newLame();
  lame.configure({ channels: 1, sampleRate: 22050, bitrate: 128, outputSampleRate: 44100 });
  const probe = new Float32Array(2 * 22050);
  let seed = 1;
  for (let i = 0; i < probe.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    probe[i] = 0.3 * Math.sin(i / 7) + 0.1 * (seed / 2 ** 32 - 0.5);
  }
  lame.encode([probe]);
  lame.finalize();
  idle.push(lame);
}

/** One MP3 stream: engine-rate PCM in, MP3 bytes out (a frame is out after ~700 input samples). */
export interface Mp3Stream {
  write(pcm: Int16Array): Promise<Uint8Array>;
  end(): Promise<Uint8Array>;
  cancel(): void;
}

/**
 * Opens an MP3 stream for `format`, fed at `inputSampleRate`. LAME's output
 * rate is pinned to the format's rate (left to itself it picks 22.05 kHz for
 * 44.1 kHz at 32 kbps).
 */
export function openMp3Stream(format: OutputFormat, inputSampleRate: number): Mp3Stream {
  const ready = (async () => {
    const lame = idle.pop() ?? (await newLame());
    lame.configure({
      channels: 1,
      sampleRate: inputSampleRate,
      bitrate: legalMp3Bitrate(format.sampleRate, format.bitrateKbps ?? 128),
      outputSampleRate: format.sampleRate as LameRate,
    });
    return lame;
  })();
  ready.catch(() => {}); // surfaces on the first write
  let state: "open" | "closed" | "broken" = "open";
  // LAME's output is a view into WASM memory that the next call overwrites: copy it out.
  const run = async (step: (lame: Lame) => Uint8Array): Promise<Uint8Array> => {
    const lame = await ready;
    if (state !== "open") throw new Error("mp3 encoder already ended or cancelled");
    try {
      return step(lame).slice();
    } catch (error) {
      state = "broken"; // a trapped WASM instance is not reused
      throw error;
    }
  };
  const release = () => {
    if (state !== "open") return;
    state = "closed";
    ready.then(
      (lame) => idle.length < MAX_IDLE && idle.push(lame),
      () => {},
    );
  };
  return {
    // LAME takes floats in [-1, 1): the samples over 32768.
    write: (pcm) => (pcm.length === 0 ? run(() => new Uint8Array(0)) : run((lame) => lame.encode([int16ToFloat(pcm, 32768)]))),
    async end() {
      const tail = await run((lame) => lame.finalize());
      release();
      return tail;
    },
    cancel: release,
  };
}
