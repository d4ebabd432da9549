/**
 * The life of one installed model's host process on the server: started (model loaded) on first
 * use, used by one request at a time in arrival order (sherpa-onnx objects are not meant for
 * concurrent calls, and two cores are better spent on two models than on one twice), closed after
 * a while unused to give its memory back, and started afresh after a crash.
 */
import { HostProcess, type LoadedModel } from "./host-process";
import type { SherpaLoad } from "./sherpa-config";

export interface ModelHostOptions {
  /** Close the process after this long unused; default 120 s. */
  idleMs?: number;
  /** Loading timeout; default 120 s. */
  loadTimeoutMs?: number;
}

/** A turn with the loaded model: call `release` when the request is over. */
export interface HostTurn {
  host: HostProcess;
  loaded: LoadedModel;
  release(): void;
}

/** One model's process, shared by the requests to it. */
export class ModelHost {
  private running: Promise<{ host: HostProcess; loaded: LoadedModel }> | null = null;
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Why the process last ended while in use, for health reports. */
  lastCrash: string | null = null;

  constructor(
    private readonly label: string,
    private readonly load: SherpaLoad,
    private readonly opts: ModelHostOptions = {},
  ) {}

  /**
   * Waits for the model's turn (after earlier requests), starting its process when none runs.
   * Rejects when `signal` aborts while waiting, or the model cannot be loaded (with the reason).
   */
  async acquire(signal?: AbortSignal): Promise<HostTurn> {
    if (this.closed) throw new Error(`${this.label} is closed`);
    this.waiting++;
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => (release = resolve));
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      this.waiting--;
      release();
      this.scheduleIdle();
    };
    await previous;
    try {
      signal?.throwIfAborted();
      const { host, loaded } = await this.ensureRunning();
      return { host, loaded, release: done };
    } catch (err) {
      done();
      throw err;
    }
  }

  /** Ends the process (requests in flight fail) and refuses new ones. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const running = this.running;
    this.running = null;
    const started = await running?.catch(() => null);
    await started?.host.close();
  }

  private ensureRunning(): Promise<{ host: HostProcess; loaded: LoadedModel }> {
    const current = this.running;
    if (current) {
      return current.then((started) => {
        if (started.host.alive) return started;
        if (this.running === current) this.running = null;
        return this.ensureRunning();
      });
    }
    const starting = HostProcess.start(this.load, this.opts.loadTimeoutMs ?? 120_000).then(
      (started) => {
        void started.host.exited.then((reason) => {
          if (this.running === starting) this.running = null;
          if (!started.host.closing) this.lastCrash = reason;
        });
        return started;
      },
      (err: unknown) => {
        if (this.running === starting) this.running = null;
        throw new Error(`${this.label} could not be loaded: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      },
    );
    this.running = starting;
    return starting;
  }

  private scheduleIdle(): void {
    if (this.waiting > 0 || this.closed || !this.running) return;
    this.idleTimer = setTimeout(() => {
      const running = this.running;
      this.running = null;
      void running?.then((started) => started.host.close(), () => undefined);
    }, this.opts.idleMs ?? 120_000);
    this.idleTimer.unref();
  }
}
