/**
 * Test helper: reads a whole 16-bit PCM WAV file (any rate, mono or stereo mixed down), written
 * separately from the client's streaming reader so the test servers do not share its bugs.
 */
export function readWav(bytes: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a WAV file");
  let sampleRate = 0;
  let channels = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === "fmt ") {
      if (view.getUint16(at + 8, true) !== 1 || view.getUint16(at + 22, true) !== 16) throw new Error("not 16-bit PCM");
      channels = view.getUint16(at + 10, true);
      sampleRate = view.getUint32(at + 12, true);
    } else if (tag(at) === "data") {
      if (!sampleRate) throw new Error("data before fmt");
      const end = Math.min(bytes.length, at + 8 + (size === 0xffffffff ? bytes.length : size));
      const frames = Math.floor((end - at - 8) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += view.getInt16(at + 8 + (i * channels + c) * 2, true);
        samples[i] = Math.round(sum / channels);
      }
      return { samples, sampleRate };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error("no data chunk");
}
