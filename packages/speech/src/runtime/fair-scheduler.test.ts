import { describe, expect, it } from "vitest";
import { FairScheduler } from "./fair-scheduler";

/** A task that records its start and runs until `finish(name)` is called. */
function harness(scheduler: FairScheduler) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  let concurrent = 0;
  let most = 0;
  const submit = (queue: string, name: string, signal?: AbortSignal) =>
    scheduler.run(
      queue,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          most = Math.max(most, ++concurrent);
          finishers.set(name, () => {
            concurrent--;
            resolve(name);
          });
        }),
      signal,
    );
  /** Ends a running task and lets the scheduler start the next ones. */
  const finish = async (name: string) => {
    const end = finishers.get(name);
    if (!end) throw new Error(`${name} is not running`);
    finishers.delete(name);
    end();
    await new Promise((r) => setImmediate(r));
  };
  return { started, submit, finish, most: () => most };
}

describe("FairScheduler", () => {
  it("serves the workspace served longest ago first: a short task overtakes a long job's next piece", async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    const h = harness(scheduler);
    const pieces = ["a1", "a2", "a3", "a4"].map((name) => h.submit("A", name));
    await h.finish("a1");
    expect(h.started).toEqual(["a1", "a2"]);
    // B comes while A's second piece runs and three are waiting: B is next.
    const b = h.submit("B", "b1");
    await h.finish("a2");
    expect(h.started).toEqual(["a1", "a2", "b1"]);
    await h.finish("b1");
    await expect(b).resolves.toBe("b1");
    await h.finish("a3");
    await h.finish("a4");
    expect(h.started).toEqual(["a1", "a2", "b1", "a3", "a4"]);
    await expect(Promise.all(pieces)).resolves.toEqual(["a1", "a2", "a3", "a4"]);
    expect(scheduler.state()).toEqual({ running: 0, waiting: 0, queues: 0 });
  });

  it("takes turns round-robin across workspaces, in order within each", async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    const h = harness(scheduler);
    const first = h.submit("A", "a0");
    for (const name of ["a1", "a2", "a3"]) void h.submit("A", name);
    for (const name of ["b1", "b2"]) void h.submit("B", name);
    for (const name of ["c1", "c2", "c3"]) void h.submit("C", name);
    for (const name of ["a0", "b1", "c1", "a1", "b2", "c2", "a2", "c3", "a3"]) await h.finish(name);
    await first;
    expect(h.started).toEqual(["a0", "b1", "c1", "a1", "b2", "c2", "a2", "c3", "a3"]);
  });

  it("keeps its turn when a job's queue empties between two pieces", async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    const h = harness(scheduler);
    void h.submit("A", "a1");
    void h.submit("C", "c1");
    await h.finish("a1");
    // A's job prepares its next piece: its queue is empty a moment, and B comes in between.
    void h.submit("B", "b1");
    void h.submit("A", "a2");
    await h.finish("c1");
    await h.finish("b1");
    expect(h.started).toEqual(["a1", "c1", "b1", "a2"]);
  });

  it("runs at most `slots` at once, and at most `perQueue` of one workspace, keeping a slot for the others", async () => {
    const scheduler = new FairScheduler({ slots: 3, perQueue: 2 });
    const h = harness(scheduler);
    for (const name of ["a1", "a2", "a3", "a4"]) void h.submit("A", name);
    await new Promise((r) => setImmediate(r));
    expect(h.started).toEqual(["a1", "a2"]);
    expect(scheduler.state()).toMatchObject({ running: 2, waiting: 2 });
    void h.submit("B", "b1");
    void h.submit("C", "c1");
    await new Promise((r) => setImmediate(r));
    // B took the kept slot at once; C waits for a free one.
    expect(h.started).toEqual(["a1", "a2", "b1"]);
    await h.finish("a1");
    expect(h.started).toEqual(["a1", "a2", "b1", "c1"]);
    for (const name of ["a2", "b1", "c1", "a3", "a4"]) await h.finish(name);
    expect(h.most()).toBe(3);
  });

  it("takes an aborted task out of its queue without running it, and a running one gets the signal", async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    const h = harness(scheduler);
    void h.submit("A", "a1");
    const controller = new AbortController();
    const waiting = h.submit("B", "b1", controller.signal);
    void h.submit("C", "c1");
    expect(scheduler.state()).toMatchObject({ running: 1, waiting: 2, queues: 3 });
    controller.abort(new Error("transcript deleted"));
    await expect(waiting).rejects.toThrow("transcript deleted");
    expect(scheduler.state()).toMatchObject({ running: 1, waiting: 1, queues: 2 });
    await h.finish("a1");
    expect(h.started).toEqual(["a1", "c1"]);
    await expect(scheduler.run("D", async () => "never", controller.signal)).rejects.toThrow("transcript deleted");

    const running = new AbortController();
    const stopsOnAbort = (signal?: AbortSignal) => new Promise<never>((_, reject) => signal!.addEventListener("abort", () => reject(new Error("stopped"))));
    const seen = scheduler.run("E", stopsOnAbort, running.signal);
    await h.finish("c1");
    running.abort();
    await expect(seen).rejects.toThrow("stopped");
    expect(scheduler.state()).toEqual({ running: 0, waiting: 0, queues: 0 });
  });

  it("frees the slot of a task that throws, and refuses bad sizes", async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    await expect(scheduler.run("A", () => Promise.reject(new Error("engine failed")))).rejects.toThrow("engine failed");
    const throwsAtOnce = (): Promise<never> => {
      throw new Error("at once");
    };
    await expect(scheduler.run("A", throwsAtOnce)).rejects.toThrow("at once");
    await expect(scheduler.run("A", async () => 42)).resolves.toBe(42);
    expect(() => new FairScheduler({ slots: 0 })).toThrow(RangeError);
    expect(() => new FairScheduler({ slots: 2, perQueue: 0 })).toThrow(RangeError);
  });
});
