/**
 * The one WAV header writer, for the server, the speech engines and the web app's recorder: the
 * canonical 44-byte RIFF/WAVE header of mono 16-bit little-endian PCM.
 */

/** Bytes of the header {@link wavHeader} writes (the samples start here). */
export const WAV_HEADER_BYTES = 44;

/** Size value that marks a WAV of unknown length (a live stream: players read to the end). */
export const WAV_UNKNOWN_SIZE = 0xffffffff;

/**
 * The header of `dataBytes` bytes of mono 16-bit PCM at `sampleRate`. Pass
 * `dataBytes = WAV_UNKNOWN_SIZE` when streaming; {@link writeWavSizes} fills in the sizes later.
 */
export function wavHeader(sampleRate: number, dataBytes: number): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`Invalid sample rate: ${sampleRate}`);
  if (!Number.isInteger(dataBytes) || dataBytes < 0 || dataBytes > WAV_UNKNOWN_SIZE) throw new RangeError(`Invalid data size: ${dataBytes}`);
  const header = new Uint8Array(WAV_HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) header[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  // 36 + size overflows 32 bits for an unknown size: the unknown size is written as it is.
  view.setUint32(4, dataBytes === WAV_UNKNOWN_SIZE ? WAV_UNKNOWN_SIZE : 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  return header;
}

/**
 * Writes the real sizes of a complete file of `totalBytes` into the first bytes of a WAV that
 * was streamed with {@link WAV_UNKNOWN_SIZE} (the RIFF size at 4, the data size at 40), in place.
 * Only on a header {@link wavHeader} wrote (RIFF, WAVE, 44 bytes or more in the file); false and
 * untouched otherwise.
 */
export function writeWavSizes(head: Uint8Array, totalBytes: number): boolean {
  const tag = (offset: number) => String.fromCharCode(...head.subarray(offset, offset + 4));
  if (head.length < WAV_HEADER_BYTES || totalBytes < WAV_HEADER_BYTES || tag(0) !== "RIFF" || tag(8) !== "WAVE") return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  view.setUint32(4, totalBytes - 8, true);
  view.setUint32(40, totalBytes - WAV_HEADER_BYTES, true);
  return true;
}
