/**
 * Reads Kaldi's binary object format (the `\0B` files written by `WriteKaldiObject(..., binary=true)`):
 * whitespace-terminated `<Token>`s, integers and floats prefixed by their byte size, booleans as
 * `T`/`F`, matrices as `FM`/`DM` + rows + cols + data and vectors as `FV`/`DV` + dim + data
 * (little-endian, as Kaldi writes on x86 and ARM). Also the text form of a vector (`[ 1 2 3 ]`).
 *
 * Only what the speaker model needs; anything else is refused with an Error naming the byte offset,
 * so a damaged or different file fails cleanly rather than producing garbage.
 */

/** A row-major matrix. */
export interface KaldiMatrix {
  rows: number;
  cols: number;
  data: Float32Array;
}

/** A cursor over the bytes of one binary Kaldi object. */
export class KaldiReader {
  private offset = 0;
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly name: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes[0] !== 0 || bytes[1] !== 0x42) this.fail("not a binary Kaldi object (no \\0B header)");
    this.offset = 2;
  }

  /** True when every byte has been read. */
  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  fail(message: string): never {
    throw new Error(`${this.name}: ${message} at byte ${this.offset}`);
  }

  private need(count: number): void {
    if (this.offset + count > this.bytes.length) this.fail(`unexpected end of file (needed ${count} more bytes)`);
  }

  private skipSpaces(): void {
    while (this.offset < this.bytes.length && isSpace(this.bytes[this.offset])) this.offset++;
  }

  /** The next whitespace-delimited word (a `<Token>`, or a name written with WriteToken). */
  readToken(): string {
    this.skipSpaces();
    const start = this.offset;
    while (this.offset < this.bytes.length && !isSpace(this.bytes[this.offset])) this.offset++;
    if (this.offset === start) this.fail("expected a token");
    const token = new TextDecoder().decode(this.bytes.subarray(start, this.offset));
    this.offset++; // the one space Kaldi writes after every token
    return token;
  }

  /** Reads a token and checks that it is `expected`. */
  expectToken(expected: string): void {
    const at = this.offset;
    const token = this.readToken();
    if (token !== expected) {
      this.offset = at;
      this.fail(`expected ${expected}, found ${token.slice(0, 60)}`);
    }
  }

  /** The next byte without consuming it (after skipping whitespace). */
  peekByte(): number {
    this.skipSpaces();
    this.need(1);
    return this.bytes[this.offset];
  }

  /** The next token without consuming it. */
  peekToken(): string {
    const at = this.offset;
    const token = this.readToken();
    this.offset = at;
    return token;
  }

  readInt32(): number {
    this.need(5);
    const size = this.bytes[this.offset];
    if (size !== 4) this.fail(`expected a 4-byte integer, size byte is ${size}`);
    const value = this.view.getInt32(this.offset + 1, true);
    this.offset += 5;
    return value;
  }

  /** A float written as float (4 bytes) or double (8 bytes). */
  readFloat(): number {
    this.need(1);
    const size = this.bytes[this.offset];
    if (size === 4) {
      this.need(5);
      const value = this.view.getFloat32(this.offset + 1, true);
      this.offset += 5;
      return value;
    }
    if (size === 8) {
      this.need(9);
      const value = this.view.getFloat64(this.offset + 1, true);
      this.offset += 9;
      return value;
    }
    return this.fail(`expected a float, size byte is ${size}`);
  }

  readBool(): boolean {
    const c = String.fromCharCode(this.peekByte());
    if (c !== "T" && c !== "F") this.fail(`expected a boolean (T or F), found ${JSON.stringify(c)}`);
    this.offset++;
    return c === "T";
  }

  /** A matrix written as floats (`FM`) or doubles (`DM`), converted to floats. */
  readMatrix(): KaldiMatrix {
    const kind = this.readToken();
    if (kind !== "FM" && kind !== "DM") this.fail(`expected a matrix (FM or DM), found ${kind}`);
    const rows = this.readInt32();
    const cols = this.readInt32();
    if (rows < 0 || cols < 0) this.fail(`matrix has negative size ${rows}x${cols}`);
    return { rows, cols, data: this.readValues(rows * cols, kind === "DM" ? 8 : 4) };
  }

  /** A vector written as floats (`FV`) or doubles (`DV`), converted to floats. */
  readVector(): Float32Array {
    const kind = this.readToken();
    if (kind !== "FV" && kind !== "DV") this.fail(`expected a vector (FV or DV), found ${kind}`);
    const dim = this.readInt32();
    if (dim < 0) this.fail(`vector has negative size ${dim}`);
    return this.readValues(dim, kind === "DV" ? 8 : 4);
  }

  private readValues(count: number, width: 4 | 8): Float32Array {
    this.need(count * width);
    const out = new Float32Array(count);
    for (let i = 0, at = this.offset; i < count; i++, at += width) {
      out[i] = width === 4 ? this.view.getFloat32(at, true) : this.view.getFloat64(at, true);
    }
    this.offset += count * width;
    for (let i = 0; i < count; i++) if (!Number.isFinite(out[i])) this.fail(`value ${i} of ${count} is not finite`);
    return out;
  }
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0d;
}

/** A whole binary Kaldi matrix file (`transform.mat`). */
export function readKaldiMatrixFile(bytes: Uint8Array, name: string): KaldiMatrix {
  const reader = new KaldiReader(bytes, name);
  const matrix = reader.readMatrix();
  if (!reader.done) reader.fail("trailing bytes after the matrix");
  return matrix;
}

/** A vector in Kaldi's text form (`mean.vec`: ` [ 4.45 4.67 ... ]`). */
export function parseKaldiTextVector(text: string, name: string): Float32Array {
  const match = /^\s*\[([^\]]*)\]\s*$/.exec(text);
  if (!match) throw new Error(`${name}: not a Kaldi text vector ("[ ... ]")`);
  const values = match[1].trim().split(/\s+/).filter(Boolean).map(Number);
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) throw new Error(`${name}: a value is not a number`);
  return Float32Array.from(values);
}
