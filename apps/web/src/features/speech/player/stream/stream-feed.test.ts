import { describe, expect, it } from "vitest";
import {
  HIGH_WATER_BYTES,
  KEEP_BEHIND_SECONDS,
  MAX_APPEND_BYTES,
  initialFeedState,
  shouldRead,
  stepFeed,
  type FeedCommand,
  type FeedEvent,
  type FeedState,
} from "./stream-feed";

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

/** Runs events in order; returns the final state and every command that was not "none". */
function run(events: FeedEvent[], from: FeedState = initialFeedState): { state: FeedState; commands: FeedCommand[] } {
  let state = from;
  const commands: FeedCommand[] = [];
  for (const event of events) {
    const step = stepFeed(state, event);
    state = step.state;
    if (step.command.type !== "none") commands.push(step.command);
  }
  return { state, commands };
}

const kinds = (commands: FeedCommand[]) => commands.map((c) => (c.type === "append" ? `append ${c.bytes.length}` : c.type));

describe("stepFeed", () => {
  it("queues bytes until the source opens, then appends one at a time and ends after the last append", () => {
    let { state, commands } = run([{ type: "chunk", bytes: bytes(10) }, { type: "chunk", bytes: bytes(5) }]);
    expect(commands).toEqual([]);
    expect(state).toMatchObject({ phase: "opening", queuedBytes: 15, receivedBytes: 15 });

    ({ state, commands } = run([{ type: "open" }, { type: "chunk", bytes: bytes(7) }, { type: "done" }], state));
    // The two waiting chunks go in one append; the third waits for that append to finish.
    expect(kinds(commands)).toEqual(["append 15"]);
    expect(state).toMatchObject({ phase: "draining", updating: true, queuedBytes: 7 });

    ({ state, commands } = run([{ type: "updated" }], state));
    expect(kinds(commands)).toEqual(["append 7"]);
    ({ state, commands } = run([{ type: "updated" }], state));
    expect(kinds(commands)).toEqual(["end"]);
    expect(state).toMatchObject({ phase: "ended", appendedBytes: 22, queuedBytes: 0 });
  });

  it("appends at once while open and idle, and ends at once when the network finishes with nothing queued", () => {
    const { state, commands } = run([
      { type: "open" },
      { type: "chunk", bytes: bytes(3) },
      { type: "updated" },
      { type: "chunk", bytes: bytes(4) },
      { type: "updated" },
      { type: "done" },
    ]);
    expect(kinds(commands)).toEqual(["append 3", "append 4", "end"]);
    expect(state.phase).toBe("ended");
  });

  it("never lets an end overtake a running append", () => {
    const { state, commands } = run([{ type: "open" }, { type: "chunk", bytes: bytes(3) }, { type: "done" }]);
    expect(kinds(commands)).toEqual(["append 3"]);
    expect(state.phase).toBe("draining");
    expect(kinds(run([{ type: "updated" }], state).commands)).toEqual(["end"]);
  });

  it("coalesces queued chunks up to the append limit", () => {
    const half = MAX_APPEND_BYTES / 2;
    const { commands } = run([
      { type: "chunk", bytes: bytes(half) },
      { type: "chunk", bytes: bytes(half) },
      { type: "chunk", bytes: bytes(10) },
      { type: "open" },
      { type: "updated" },
    ]);
    expect(kinds(commands)).toEqual([`append ${MAX_APPEND_BYTES}`, "append 10"]);
  });

  it("keeps the byte order when chunks are joined", () => {
    const { commands } = run([{ type: "chunk", bytes: bytes(2, 1) }, { type: "chunk", bytes: bytes(2, 2) }, { type: "open" }]);
    expect(commands[0]).toEqual({ type: "append", bytes: new Uint8Array([1, 1, 2, 2]) });
  });

  it("a network failure mid-way still appends what arrived, then ends the stream so it plays to there", () => {
    const { state, commands } = run([
      { type: "open" },
      { type: "chunk", bytes: bytes(8) },
      { type: "chunk", bytes: bytes(8) },
      { type: "fail", message: "network error" },
      { type: "updated" },
      { type: "updated" },
    ]);
    expect(kinds(commands)).toEqual(["append 8", "append 8", "end"]);
    expect(state).toMatchObject({ phase: "failed", error: "network error", appendedBytes: 16 });
  });

  it("a failure before any audio says so: there is nothing to play", () => {
    const { state, commands } = run([{ type: "open" }, { type: "fail", message: "reset" }]);
    expect(kinds(commands)).toEqual(["fail"]);
    expect(state.phase).toBe("failed");
    // Also when the source opens only after the failure.
    expect(kinds(run([{ type: "fail", message: "reset" }, { type: "open" }]).commands)).toEqual(["fail"]);
  });

  it("an abort drops the queue and ignores everything after it", () => {
    const { state, commands } = run([
      { type: "open" },
      { type: "chunk", bytes: bytes(8) },
      { type: "chunk", bytes: bytes(8) },
      { type: "abort" },
      { type: "updated" },
      { type: "chunk", bytes: bytes(8) },
      { type: "done" },
    ]);
    expect(kinds(commands)).toEqual(["append 8"]);
    expect(state).toMatchObject({ phase: "aborted", queuedBytes: 0 });
    expect(shouldRead(state)).toBe(false);
  });

  it("ignores chunks after the end and empty chunks", () => {
    const { state } = run([{ type: "open" }, { type: "chunk", bytes: bytes(0) }, { type: "done" }, { type: "chunk", bytes: bytes(5) }]);
    expect(state).toMatchObject({ phase: "ended", receivedBytes: 0 });
  });

  it("when the buffer is full, removes audio played long ago and retries the same bytes", () => {
    let { state, commands } = run([{ type: "open" }, { type: "chunk", bytes: bytes(9) }]);
    const refused = (commands[0] as { bytes: Uint8Array }).bytes;
    ({ state, commands } = run([{ type: "full", bytes: refused, currentTime: 100, bufferedStart: 0 }], state));
    expect(commands).toEqual([{ type: "remove", start: 0, end: 100 - KEEP_BEHIND_SECONDS }]);
    expect(state).toMatchObject({ evicted: true, updating: true, queuedBytes: 9, appendedBytes: 0 });
    expect(run([{ type: "updated" }], state).commands).toEqual([{ type: "append", bytes: refused }]);
  });

  it("when the buffer is full and nothing played can go, waits for playback to move on", () => {
    let { state } = run([{ type: "open" }, { type: "chunk", bytes: bytes(9) }]);
    let commands: FeedCommand[];
    ({ state, commands } = run([{ type: "full", bytes: bytes(9), currentTime: 10, bufferedStart: 0 }, { type: "chunk", bytes: bytes(4) }], state));
    expect(commands).toEqual([]);
    expect(state).toMatchObject({ waitingForRoom: true, queuedBytes: 13 });
    ({ state, commands } = run([{ type: "progress", currentTime: 20, bufferedStart: 0 }], state));
    expect(commands).toEqual([]);
    ({ state, commands } = run([{ type: "progress", currentTime: 45, bufferedStart: 0 }], state));
    expect(kinds(commands)).toEqual(["remove"]);
    ({ state, commands } = run([{ type: "updated" }], state));
    expect(kinds(commands)).toEqual(["append 13"]);
    expect(state.waitingForRoom).toBe(false);
  });

  it("stops reading the network while too much waits, and once the input is done", () => {
    let state = run([{ type: "chunk", bytes: bytes(HIGH_WATER_BYTES - 1) }]).state;
    expect(shouldRead(state)).toBe(true);
    state = run([{ type: "chunk", bytes: bytes(1) }], state).state;
    expect(shouldRead(state)).toBe(false);
    state = run([{ type: "open" }], state).state;
    expect(shouldRead(state)).toBe(true);
    state = run([{ type: "done" }], state).state;
    expect(shouldRead(state)).toBe(false);
  });
});
