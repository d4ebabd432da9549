/**
 * A minimal, in-memory WASI preview1 host: just the 13 imports the Flite
 * command-line binary uses. stdout/stderr and every file the program opens
 * live in memory.
 *
 * Why not `node:wasi`: running Flite repeatedly through `node:wasi` in one
 * thread crashes Node (SIGSEGV / SIGTRAP, measured here after 2 to ~60 runs
 * on Node 20.20). The crash only shows when the program's stdout is routed
 * to a host file descriptor that is opened and closed per run (which is the
 * only way to capture Flite's timing trace with `node:wasi`); with stdout
 * left on the process's fd it survived 200 runs, but every preopened
 * directory also leaks one host fd per run. The DESIGN.md note ("repeated
 * runs in one thread crash Node") is true for `node:wasi`, not for Flite
 * itself: with this shim there are no host fds at all, and 500 runs in one
 * thread are stable (see flite-engine.test.ts). It also avoids the
 * ExperimentalWarning and temp files.
 *
 * Instantiating the Flite module costs about 15 ms (its 17 MB of data segments are copied into a
 * new memory each time), as much as a short sentence's synthesis. A {@link WasiCommand} given the
 * module's initial memory ({@link initialMemoryOf}) keeps one instance and, before each later run,
 * puts its memory back to that image (writing only the pages that differ, see heap-snapshot.ts):
 * about 2 ms. That is the same program state as a fresh instance, since the module's only global,
 * the stack pointer, is back at its start whenever `_start` returns; a run that exits otherwise
 * (`proc_exit`, a trap) gives up the instance and the next run starts a fresh one. The image is
 * shared memory, so every thread of a process restores from the same copy.
 */
import { fullSnapshot, restoreSnapshot, type HeapSnapshot } from "./heap-snapshot";

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const ERRNO_NOENT = 44;

const FILETYPE_CHARACTER_DEVICE = 2;
const FILETYPE_DIRECTORY = 3;
const FILETYPE_REGULAR_FILE = 4;

const O_CREAT = 1;
const O_TRUNC = 8;

/** Thrown by `proc_exit` to unwind the WASM stack. */
class WasiExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

interface MemFile {
  data: Uint8Array;
  size: number;
}

interface OpenFile {
  file: MemFile;
  position: number;
}

export interface WasiRunResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** Files the program wrote, by the path it used. */
  files: Map<string, Uint8Array>;
}

function grow(file: MemFile, needed: number): void {
  if (needed <= file.data.length) return;
  const next = new Uint8Array(Math.max(needed, file.data.length * 2, 4096));
  next.set(file.data.subarray(0, file.size));
  file.data = next;
}

/** What one run of the program reads and writes, besides its memory. */
interface RunState {
  args: Uint8Array[];
  stdout: Uint8Array[];
  stderr: Uint8Array[];
  files: Map<string, MemFile>;
  fds: Map<number, OpenFile>;
  nextFd: number;
}

function newRun(args: string[], inputFiles: ReadonlyMap<string, Uint8Array>): RunState {
  const encoder = new TextEncoder();
  const files = new Map<string, MemFile>();
  for (const [path, data] of inputFiles) files.set(path, { data: data.slice(), size: data.length });
  // 0-2 stdio, 3 the preopened "." directory
  return { args: args.map((a) => encoder.encode(`${a}\0`)), stdout: [], stderr: [], files, fds: new Map(), nextFd: 4 };
}

/** The WASI imports, reading the run and the memory of the moment (both are set before `_start`). */
function wasiImports(current: () => { run: RunState; memory: WebAssembly.Memory }) {
  const view = () => new DataView(current().memory.buffer);
  const bytes = () => new Uint8Array(current().memory.buffer);
  return {
    args_sizes_get(countPtr: number, sizePtr: number): number {
      const dv = view();
      dv.setUint32(countPtr, current().run.args.length, true);
      dv.setUint32(sizePtr, current().run.args.reduce((n, a) => n + a.length, 0), true);
      return ERRNO_SUCCESS;
    },
    args_get(argvPtr: number, bufPtr: number): number {
      const dv = view();
      const mem = bytes();
      let offset = bufPtr;
      current().run.args.forEach((arg, i) => {
        dv.setUint32(argvPtr + i * 4, offset, true);
        mem.set(arg, offset);
        offset += arg.length;
      });
      return ERRNO_SUCCESS;
    },
    clock_time_get(_id: number, _precision: bigint, outPtr: number): number {
      view().setBigUint64(outPtr, BigInt(Math.round(performance.timeOrigin + performance.now())) * 1_000_000n, true);
      return ERRNO_SUCCESS;
    },
    fd_prestat_get(fd: number, outPtr: number): number {
      if (fd !== 3) return ERRNO_BADF;
      const dv = view();
      dv.setUint8(outPtr, 0); // preopen type: directory
      dv.setUint32(outPtr + 4, 1, true); // name length of "."
      return ERRNO_SUCCESS;
    },
    fd_prestat_dir_name(fd: number, pathPtr: number, len: number): number {
      if (fd !== 3 || len < 1) return ERRNO_BADF;
      bytes()[pathPtr] = 0x2e; // "."
      return ERRNO_SUCCESS;
    },
    fd_fdstat_get(fd: number, outPtr: number): number {
      const type = fd <= 2 ? FILETYPE_CHARACTER_DEVICE : fd === 3 ? FILETYPE_DIRECTORY : current().run.fds.has(fd) ? FILETYPE_REGULAR_FILE : -1;
      if (type < 0) return ERRNO_BADF;
      const dv = view();
      dv.setUint8(outPtr, type);
      dv.setUint16(outPtr + 2, 0, true);
      dv.setBigUint64(outPtr + 8, 0xffffffffn, true);
      dv.setBigUint64(outPtr + 16, 0xffffffffn, true);
      return ERRNO_SUCCESS;
    },
    fd_fdstat_set_flags(): number {
      return ERRNO_SUCCESS;
    },
    path_open(dirFd: number, _dirFlags: number, pathPtr: number, pathLen: number, oflags: number,
      _rightsBase: bigint, _rightsInheriting: bigint, _fdFlags: number, fdOutPtr: number): number {
      if (dirFd !== 3) return ERRNO_BADF;
      const path = new TextDecoder().decode(bytes().slice(pathPtr, pathPtr + pathLen));
      const { files, fds } = current().run;
      let file = files.get(path);
      if (!file) {
        if (!(oflags & O_CREAT)) return ERRNO_NOENT;
        file = { data: new Uint8Array(0), size: 0 };
        files.set(path, file);
      } else if (oflags & O_TRUNC) {
        file.size = 0;
      }
      const fd = current().run.nextFd++;
      fds.set(fd, { file, position: 0 });
      view().setUint32(fdOutPtr, fd, true);
      return ERRNO_SUCCESS;
    },
    fd_close(fd: number): number {
      return current().run.fds.delete(fd) || fd <= 2 ? ERRNO_SUCCESS : ERRNO_BADF;
    },
    fd_seek(fd: number, offset: bigint, whence: number, outPtr: number): number {
      const open = current().run.fds.get(fd);
      if (!open) return fd <= 2 ? ERRNO_SUCCESS : ERRNO_BADF;
      const base = whence === 0 ? 0 : whence === 1 ? open.position : open.file.size;
      const next = base + Number(offset);
      if (next < 0) return ERRNO_INVAL;
      open.position = next;
      view().setBigUint64(outPtr, BigInt(next), true);
      return ERRNO_SUCCESS;
    },
    fd_read(fd: number, iovsPtr: number, iovsLen: number, nreadPtr: number): number {
      const open = current().run.fds.get(fd);
      const dv = view();
      let total = 0;
      if (open) {
        const mem = bytes();
        for (let i = 0; i < iovsLen; i++) {
          const ptr = dv.getUint32(iovsPtr + i * 8, true);
          const len = dv.getUint32(iovsPtr + i * 8 + 4, true);
          const n = Math.max(0, Math.min(len, open.file.size - open.position));
          mem.set(open.file.data.subarray(open.position, open.position + n), ptr);
          open.position += n;
          total += n;
        }
      } else if (fd !== 0) {
        return ERRNO_BADF;
      }
      dv.setUint32(nreadPtr, total, true);
      return ERRNO_SUCCESS;
    },
    fd_write(fd: number, iovsPtr: number, iovsLen: number, nwrittenPtr: number): number {
      const dv = view();
      const mem = bytes();
      const open = current().run.fds.get(fd);
      if (!open && fd !== 1 && fd !== 2) return ERRNO_BADF;
      let total = 0;
      for (let i = 0; i < iovsLen; i++) {
        const ptr = dv.getUint32(iovsPtr + i * 8, true);
        const len = dv.getUint32(iovsPtr + i * 8 + 4, true);
        const chunk = mem.slice(ptr, ptr + len);
        if (open) {
          grow(open.file, open.position + len);
          open.file.data.set(chunk, open.position);
          open.position += len;
          open.file.size = Math.max(open.file.size, open.position);
        } else {
          (fd === 1 ? current().run.stdout : current().run.stderr).push(chunk);
        }
        total += len;
      }
      dv.setUint32(nwrittenPtr, total, true);
      return ERRNO_SUCCESS;
    },
    proc_exit(code: number): never {
      throw new WasiExit(code);
    },
  };
}

/** A memory grown past this is not kept for the next run (a fresh instance starts at 17 MB for Flite). */
const KEEP_MEMORY_BYTES = 64 * 1024 * 1024;
const WASM_PAGE = 65536;

/**
 * The memory a fresh instance of the module starts with (its memory's initial size, its data
 * segments in place), in shared memory: read from the module's bytes, without instantiating it.
 * Modules whose memory is imported or whose data segments are not plain active ones are refused.
 */
export function initialMemoryOf(bytes: Uint8Array): Uint8Array {
  let at = 8; // magic and version
  const leb = () => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  let image: Uint8Array | undefined;
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    const end = at + size;
    if (id === 5) {
      if (leb() !== 1) throw new Error("initialMemoryOf: one memory expected");
      leb(); // limits flags
      image = new Uint8Array(new SharedArrayBuffer(leb() * WASM_PAGE));
    } else if (id === 11) {
      if (!image) throw new Error("initialMemoryOf: the module's memory is not its own");
      for (let count = leb(); count > 0; count--) {
        // mode 0: active, memory 0, offset `i32.const n; end` (n is signed LEB128, which reads as
        // unsigned for the offsets below 2 GB a memory of this size has)
        if (leb() !== 0 || bytes[at++] !== 0x41) throw new Error("initialMemoryOf: unsupported data segment");
        const offset = leb();
        if (bytes[at++] !== 0x0b) throw new Error("initialMemoryOf: unsupported data segment offset");
        const length = leb();
        image.set(bytes.subarray(at, at + length), offset);
        at += length;
      }
    }
    at = end;
  }
  if (!image) throw new Error("initialMemoryOf: the module has no memory");
  return image;
}

/**
 * A WASI command module (only `_start`). With the module's initial memory, one instance runs again
 * and again (see the header); without it, each run is a fresh instance. One run at a time (runs are
 * synchronous).
 */
export class WasiCommand {
  private live: { memory: WebAssembly.Memory; start: () => void; used: boolean } | undefined;
  private run: RunState | undefined;
  private readonly imports = wasiImports(() => ({ run: this.run!, memory: this.live!.memory }));
  private readonly initial: HeapSnapshot | undefined;

  constructor(
    private readonly module: WebAssembly.Module,
    initialMemory?: Uint8Array,
  ) {
    this.initial = initialMemory && fullSnapshot(initialMemory);
  }

  /** Runs `_start` with these arguments and input files; returns what it printed and wrote. */
  execute(args: string[], inputFiles: ReadonlyMap<string, Uint8Array> = new Map()): WasiRunResult {
    const live = this.instance();
    if (live.used) restoreSnapshot(new Uint8Array(live.memory.buffer), this.initial!);
    live.used = true;
    const run = newRun(args, inputFiles);
    this.run = run;
    let exitCode = 0;
    try {
      live.start();
      if (!this.initial || live.memory.buffer.byteLength > KEEP_MEMORY_BYTES) this.live = undefined;
    } catch (error) {
      this.live = undefined; // the stack pointer is wherever the program stopped
      if (!(error instanceof WasiExit)) throw error;
      exitCode = error.code;
    } finally {
      this.run = undefined;
    }
    const decode = (parts: Uint8Array[]) => Buffer.concat(parts).toString("utf8");
    const written = new Map<string, Uint8Array>();
    for (const [path, file] of run.files) written.set(path, file.data.slice(0, file.size));
    return { exitCode, stdout: decode(run.stdout), stderr: decode(run.stderr), files: written };
  }

  private instance() {
    if (this.live) return this.live;
    const instance = new WebAssembly.Instance(this.module, { wasi_snapshot_preview1: this.imports });
    this.live = { memory: instance.exports.memory as WebAssembly.Memory, start: instance.exports._start as () => void, used: false };
    return this.live;
  }
}

/** Runs `module` once in a fresh instance (see {@link WasiCommand} for repeated runs). */
export function runWasiProgram(module: WebAssembly.Module, args: string[], inputFiles: ReadonlyMap<string, Uint8Array> = new Map()): WasiRunResult {
  return new WasiCommand(module).execute(args, inputFiles);
}
