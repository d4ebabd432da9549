/** G.711 µ-law (the `ulaw_8000` audio format) to 16-bit linear PCM, as ITU-T G.711 defines it. */
export function decodeMuLaw(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const u = ~bytes[i] & 0xff;
    const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4)) - 0x84;
    out[i] = u & 0x80 ? -magnitude : magnitude;
  }
  return out;
}
