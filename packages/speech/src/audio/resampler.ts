/**
 * Streaming windowed-sinc resampler for mono Int16 PCM.
 *
 * It keeps the tail of the previous input between calls, so feeding audio
 * in arbitrary chunks gives exactly the same samples as feeding it at once
 * (no clicks at chunk boundaries). The price is a latency of `HALF_ZEROS`
 * input periods, which `flush()` releases at the end.
 */

/** Zero crossings of the sinc kernel on each side; 12 keeps aliasing well under -60 dB for speech. */
const HALF_ZEROS = 12;
/** Kernel table resolution per zero crossing (linear interpolation between entries). */
const TABLE_STEPS = 512;

let kernelTable: Float32Array | undefined;

/** sinc(x) * Blackman window, tabulated for x in [0, HALF_ZEROS]. */
function getKernelTable(): Float32Array {
  if (kernelTable) return kernelTable;
  const size = HALF_ZEROS * TABLE_STEPS + 2;
  const table = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const x = i / TABLE_STEPS;
    if (x >= HALF_ZEROS) continue;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const w = 0.5 + 0.5 * (x / HALF_ZEROS); // position from -1..1 mapped to 0..1 of the full window
    const blackman = 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
    table[i] = sinc * blackman;
  }
  kernelTable = table;
  return table;
}

export class Resampler {
  private readonly step: number; // input samples per output sample
  private readonly cutoff: number; // normalised to the input Nyquist
  private readonly reach: number; // kernel half-width in input samples
  private buffer: Float32Array;
  private bufferStart: number; // absolute input index of buffer[0]
  private bufferLength = 0;
  private nextOutputTime = 0; // absolute input-time of the next output sample
  private totalInput = 0;
  private outputCount = 0;

  constructor(readonly inputRate: number, readonly outputRate: number) {
    this.step = inputRate / outputRate;
    this.cutoff = Math.min(1, outputRate / inputRate) * 0.97;
    this.reach = Math.ceil(HALF_ZEROS / this.cutoff);
    // Zeros before the first sample, so the first outputs see silence, not garbage.
    this.buffer = new Float32Array(4096 + this.reach);
    this.bufferStart = -this.reach;
    this.bufferLength = this.reach;
  }

  /** Resamples the next chunk; returns the output samples now computable. */
  process(input: Int16Array): Int16Array {
    if (this.inputRate === this.outputRate) return input.slice();
    this.append(input);
    this.totalInput += input.length;
    const available = this.bufferStart + this.bufferLength; // absolute index one past the last sample
    return this.produce((t) => t + this.reach < available);
  }

  /** Releases the samples held back for look-ahead (pads with silence). */
  flush(): Int16Array {
    if (this.inputRate === this.outputRate) return new Int16Array(0);
    this.append(new Int16Array(this.reach + 1));
    const expected = Math.round((this.totalInput * this.outputRate) / this.inputRate);
    return this.produce(() => this.outputCount < expected);
  }

  private append(input: Int16Array): void {
    const needed = this.bufferLength + input.length;
    if (needed > this.buffer.length) {
      const next = new Float32Array(Math.max(needed, this.buffer.length * 2));
      next.set(this.buffer.subarray(0, this.bufferLength));
      this.buffer = next;
    }
    for (let i = 0; i < input.length; i++) this.buffer[this.bufferLength + i] = input[i] / 32768;
    this.bufferLength = needed;
  }

  private produce(canEmit: (time: number) => boolean): Int16Array {
    const table = getKernelTable();
    let out = new Int16Array(Math.ceil(this.bufferLength / this.step) + 2);
    let produced = 0;
    const { cutoff, reach, buffer } = this;
    while (canEmit(this.nextOutputTime)) {
      const t = this.nextOutputTime;
      const first = Math.ceil(t - reach);
      const last = Math.floor(t + reach);
      let acc = 0;
      for (let k = first; k <= last; k++) {
        const idx = k - this.bufferStart;
        if (idx < 0 || idx >= this.bufferLength) continue;
        const pos = Math.abs(t - k) * cutoff * TABLE_STEPS;
        const i = pos | 0;
        if (i >= table.length - 1) continue;
        const frac = pos - i;
        acc += buffer[idx] * (table[i] + (table[i + 1] - table[i]) * frac);
      }
      const v = Math.round(acc * cutoff * 32768);
      if (produced === out.length) {
        const bigger = new Int16Array(out.length * 2);
        bigger.set(out);
        out = bigger;
      }
      out[produced++] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
      this.outputCount++;
      this.nextOutputTime = this.outputCount * this.step;
    }
    this.discardBefore(Math.floor(this.nextOutputTime - reach) - 1);
    return out.slice(0, produced);
  }

  private discardBefore(absoluteIndex: number): void {
    const drop = absoluteIndex - this.bufferStart;
    if (drop <= 0) return;
    const n = Math.min(drop, this.bufferLength);
    this.buffer.copyWithin(0, n, this.bufferLength);
    this.bufferLength -= n;
    this.bufferStart += n;
  }
}
