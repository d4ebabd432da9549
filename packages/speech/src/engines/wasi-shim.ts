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
 */

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

/**
 * Instantiates `module` with an in-memory WASI environment, runs `_start`
 * and returns what it printed and wrote.
 */
export function runWasiProgram(
  module: WebAssembly.Module,
  args: string[],
  inputFiles: ReadonlyMap<string, Uint8Array> = new Map(),
): WasiRunResult {
  const encoder = new TextEncoder();
  const encodedArgs = args.map((a) => encoder.encode(`${a}\0`));
  const stdout: Uint8Array[] = [];
  const stderr: Uint8Array[] = [];
  const files = new Map<string, MemFile>();
  for (const [path, data] of inputFiles) files.set(path, { data: data.slice(), size: data.length });
  const fds = new Map<number, OpenFile>();
  let nextFd = 4; // 0-2 stdio, 3 the preopened "." directory
  // Called only by the imports, which run after `memory` is set below.
  const view = () => new DataView(memory.buffer);
  const bytes = () => new Uint8Array(memory.buffer);

  const imports = {
    args_sizes_get(countPtr: number, sizePtr: number): number {
      const dv = view();
      dv.setUint32(countPtr, encodedArgs.length, true);
      dv.setUint32(sizePtr, encodedArgs.reduce((n, a) => n + a.length, 0), true);
      return ERRNO_SUCCESS;
    },
    args_get(argvPtr: number, bufPtr: number): number {
      const dv = view();
      const mem = bytes();
      let offset = bufPtr;
      encodedArgs.forEach((arg, i) => {
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
      const type = fd <= 2 ? FILETYPE_CHARACTER_DEVICE : fd === 3 ? FILETYPE_DIRECTORY : fds.has(fd) ? FILETYPE_REGULAR_FILE : -1;
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
      let file = files.get(path);
      if (!file) {
        if (!(oflags & O_CREAT)) return ERRNO_NOENT;
        file = { data: new Uint8Array(0), size: 0 };
        files.set(path, file);
      } else if (oflags & O_TRUNC) {
        file.size = 0;
      }
      const fd = nextFd++;
      fds.set(fd, { file, position: 0 });
      view().setUint32(fdOutPtr, fd, true);
      return ERRNO_SUCCESS;
    },
    fd_close(fd: number): number {
      return fds.delete(fd) || fd <= 2 ? ERRNO_SUCCESS : ERRNO_BADF;
    },
    fd_seek(fd: number, offset: bigint, whence: number, outPtr: number): number {
      const open = fds.get(fd);
      if (!open) return fd <= 2 ? ERRNO_SUCCESS : ERRNO_BADF;
      const base = whence === 0 ? 0 : whence === 1 ? open.position : open.file.size;
      const next = base + Number(offset);
      if (next < 0) return ERRNO_INVAL;
      open.position = next;
      view().setBigUint64(outPtr, BigInt(next), true);
      return ERRNO_SUCCESS;
    },
    fd_read(fd: number, iovsPtr: number, iovsLen: number, nreadPtr: number): number {
      const open = fds.get(fd);
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
      const open = fds.get(fd);
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
          (fd === 1 ? stdout : stderr).push(chunk);
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

  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: imports });
  const memory = instance.exports.memory as WebAssembly.Memory;
  let exitCode = 0;
  try {
    (instance.exports._start as () => void)();
  } catch (error) {
    if (!(error instanceof WasiExit)) throw error;
    exitCode = error.code;
  }

  const decode = (parts: Uint8Array[]) => Buffer.concat(parts).toString("utf8");
  const written = new Map<string, Uint8Array>();
  for (const [path, file] of files) written.set(path, file.data.slice(0, file.size));
  return { exitCode, stdout: decode(stdout), stderr: decode(stderr), files: written };
}
