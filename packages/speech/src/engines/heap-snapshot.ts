/**
 * Copies of a wasm2js engine's memory (eSpeak NG's: a plain ArrayBuffer) kept page by page: a
 * snapshot holds only the pages that differ from its parent (a base snapshot: from zero), and
 * restoring writes only the pages that differ from the snapshot. A full copy per snapshot cost
 * the whole heap each (16 MB for eSpeak NG, about 2 MB of it in use), and writing it back on every
 * call made every page of the live heap resident too; a never-written page of the heap is only
 * read here (compared with zero), so it stays unbacked.
 */

const PAGE = 4096;
const ZERO_PAGE = new Uint8Array(PAGE);

export interface HeapSnapshot {
  /** Per page of the heap when taken: where its bytes start in `data`, or -1 (the parent's page, or zeros). */
  readonly offsets: Int32Array;
  readonly data: Uint8Array;
  readonly parent?: HeapSnapshot;
  /** Bytes this snapshot holds of its own (the memory it costs). */
  readonly byteLength: number;
}

/** A view of the heap's bytes as a Buffer (no copy), for Buffer.compare's offsets. */
function bufferOf(heap: Uint8Array): Buffer {
  return Buffer.from(heap.buffer, heap.byteOffset, heap.byteLength);
}

/** The snapshot's bytes for page `page`, as [array, start]; zeros past its end or where none holds it. */
function pageOf(snapshot: HeapSnapshot | undefined, page: number): [Uint8Array, number] {
  for (let s = snapshot; s; s = s.parent) {
    if (page >= s.offsets.length) break;
    const offset = s.offsets[page];
    if (offset >= 0) return [s.data, offset];
  }
  return [ZERO_PAGE, 0];
}

/** The heap as it is now, holding only the pages that differ from `parent` (or from zero). */
export function takeSnapshot(heap: Uint8Array, parent?: HeapSnapshot): HeapSnapshot {
  const bytes = bufferOf(heap);
  const pages = Math.ceil(heap.length / PAGE);
  const offsets = new Int32Array(pages).fill(-1);
  const changed: number[] = [];
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE;
    const end = Math.min(start + PAGE, heap.length);
    const [source, at] = pageOf(parent, page);
    if (bytes.compare(source, at, at + (end - start), start, end) !== 0) changed.push(page);
  }
  const data = new Uint8Array(changed.length * PAGE);
  changed.forEach((page, index) => {
    offsets[page] = index * PAGE;
    data.set(heap.subarray(page * PAGE, Math.min((page + 1) * PAGE, heap.length)), index * PAGE);
  });
  return { offsets, data, parent, byteLength: data.byteLength };
}

/** A snapshot that is this image as a whole (no copy: the image is kept, and may be shared memory). */
export function fullSnapshot(image: Uint8Array): HeapSnapshot {
  const offsets = new Int32Array(Math.ceil(image.length / PAGE));
  for (let page = 0; page < offsets.length; page++) offsets[page] = page * PAGE;
  return { offsets, data: image, byteLength: image.byteLength };
}

/** Makes the heap equal to the snapshot (pages past the snapshot's end become zeros), writing only the pages that differ. */
export function restoreSnapshot(heap: Uint8Array, snapshot: HeapSnapshot): void {
  const bytes = bufferOf(heap);
  const pages = Math.ceil(heap.length / PAGE);
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE;
    const length = Math.min(PAGE, heap.length - start);
    const [source, at] = pageOf(snapshot, page);
    if (bytes.compare(source, at, at + length, start, start + length) !== 0) heap.set(source.subarray(at, at + length), start);
  }
}
