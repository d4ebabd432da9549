/**
 * The buffering state machine that feeds a growing audio stream into a Media Source Extensions
 * SourceBuffer. Pure: the driver (`media-source-feed.ts`) turns browser events into `FeedEvent`s
 * and runs the one `FeedCommand` each step returns, so the ordering rules (one SourceBuffer update
 * at a time, coalesced appends, end of stream only once everything is appended, eviction when the
 * buffer is full, back-pressure on the network) are unit-tested without a browser.
 *
 * opening -> receiving (network open) -> draining (network done, bytes still queued)
 *         -> ended | failed (network broke: what arrived is still appended and played) | aborted
 */

export type FeedPhase = "opening" | "receiving" | "draining" | "ended" | "failed" | "aborted";

export interface FeedState {
  phase: FeedPhase;
  /** Bytes received and not yet handed to the SourceBuffer, oldest first. */
  queue: Uint8Array[];
  queuedBytes: number;
  /** A SourceBuffer update (append or remove) is running; nothing else may start until it ends. */
  updating: boolean;
  /** The network side finished (completely, or with `error`). */
  inputDone: boolean;
  /** Why the network side broke off, when it did. */
  error: string | null;
  receivedBytes: number;
  appendedBytes: number;
  /** Played audio was removed to make room; seeking before the buffered start is impossible until the end. */
  evicted: boolean;
  /** The SourceBuffer is full and nothing played can be removed yet: wait for playback to move on. */
  waitingForRoom: boolean;
}

export type FeedEvent =
  /** The MediaSource is open and has its SourceBuffer. */
  | { type: "open" }
  | { type: "chunk"; bytes: Uint8Array }
  /** The SourceBuffer finished the last append or remove. */
  | { type: "updated" }
  /** The response body ended normally. */
  | { type: "done" }
  /** The response body broke off. */
  | { type: "fail"; message: string }
  /** appendBuffer refused the bytes (QuotaExceededError); they go back to the front of the queue. */
  | { type: "full"; bytes: Uint8Array; currentTime: number; bufferedStart: number }
  /** Playback moved on; a full buffer may have room again. */
  | { type: "progress"; currentTime: number; bufferedStart: number }
  /** The player let go of the stream (new item, close, page left). */
  | { type: "abort" };

export type FeedCommand =
  | { type: "none" }
  | { type: "append"; bytes: Uint8Array }
  /** Remove buffered audio in [start, end) seconds. */
  | { type: "remove"; start: number; end: number }
  /** MediaSource.endOfStream(): the duration becomes what was appended. */
  | { type: "end" }
  /** The stream broke before any audio arrived: nothing can play. */
  | { type: "fail" };

/** Most bytes handed to one appendBuffer call (appends are coalesced up to this). */
export const MAX_APPEND_BYTES = 1 << 20;
/** Stop reading the network while this many bytes wait (the server then stops synthesising ahead). */
export const HIGH_WATER_BYTES = 2 << 20;
/** Seconds of played audio kept behind the playhead when making room (short skips back still work). */
export const KEEP_BEHIND_SECONDS = 30;

export const initialFeedState: FeedState = {
  phase: "opening",
  queue: [],
  queuedBytes: 0,
  updating: false,
  inputDone: false,
  error: null,
  receivedBytes: 0,
  appendedBytes: 0,
  evicted: false,
  waitingForRoom: false,
};

const NONE: FeedCommand = { type: "none" };

/** Whether the stream has stopped for good (no more commands will come). */
export function isSettled(state: FeedState): boolean {
  return state.phase === "ended" || state.phase === "failed" || state.phase === "aborted";
}

/** Whether the driver should read more from the network now (back-pressure). */
export function shouldRead(state: FeedState): boolean {
  return !state.inputDone && !isSettled(state) && state.queuedBytes < HIGH_WATER_BYTES;
}

/** Joins queued chunks into one buffer of at most `MAX_APPEND_BYTES` (a single chunk may exceed it). */
function takeFromQueue(queue: Uint8Array[]): { bytes: Uint8Array; rest: Uint8Array[] } {
  let count = 0;
  let size = 0;
  while (count < queue.length && (count === 0 || size + queue[count]!.length <= MAX_APPEND_BYTES)) {
    size += queue[count]!.length;
    count += 1;
  }
  if (count === 1) return { bytes: queue[0]!, rest: queue.slice(1) };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of queue.slice(0, count)) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, rest: queue.slice(count) };
}

/** What to do next from a state where nothing is running: append, end, or wait. */
function advance(state: FeedState): { state: FeedState; command: FeedCommand } {
  if (isSettled(state) || state.phase === "opening" || state.updating || state.waitingForRoom) return { state, command: NONE };
  if (state.queue.length > 0) {
    const { bytes, rest } = takeFromQueue(state.queue);
    return {
      state: { ...state, queue: rest, queuedBytes: state.queuedBytes - bytes.length, updating: true, appendedBytes: state.appendedBytes + bytes.length },
      command: { type: "append", bytes },
    };
  }
  if (!state.inputDone) return { state, command: NONE };
  if (state.error !== null) {
    return { state: { ...state, phase: "failed" }, command: state.appendedBytes > 0 ? { type: "end" } : { type: "fail" } };
  }
  return { state: { ...state, phase: "ended" }, command: { type: "end" } };
}

/** Makes room in a full buffer by removing audio played more than `KEEP_BEHIND_SECONDS` ago, or waits. */
function makeRoom(state: FeedState, currentTime: number, bufferedStart: number): { state: FeedState; command: FeedCommand } {
  const end = currentTime - KEEP_BEHIND_SECONDS;
  if (end > bufferedStart + 1) {
    return { state: { ...state, updating: true, waitingForRoom: false, evicted: true }, command: { type: "remove", start: 0, end } };
  }
  return { state: { ...state, waitingForRoom: true }, command: NONE };
}

/** The next state and the one command for the driver to run. */
export function stepFeed(state: FeedState, event: FeedEvent): { state: FeedState; command: FeedCommand } {
  if (event.type === "abort") {
    return isSettled(state) ? { state, command: NONE } : { state: { ...state, phase: "aborted", queue: [], queuedBytes: 0 }, command: NONE };
  }
  if (isSettled(state)) return { state, command: NONE };
  switch (event.type) {
    case "open":
      return state.phase === "opening" ? advance({ ...state, phase: state.inputDone ? "draining" : "receiving" }) : { state, command: NONE };
    case "chunk":
      if (state.inputDone || event.bytes.length === 0) return { state, command: NONE };
      return advance({
        ...state,
        queue: [...state.queue, event.bytes],
        queuedBytes: state.queuedBytes + event.bytes.length,
        receivedBytes: state.receivedBytes + event.bytes.length,
      });
    case "updated":
      return advance({ ...state, updating: false });
    case "done":
    case "fail": {
      if (state.inputDone) return { state, command: NONE };
      const error = event.type === "fail" ? event.message : null;
      return advance({ ...state, inputDone: true, error, phase: state.phase === "opening" ? "opening" : "draining" });
    }
    case "full": {
      // The refused bytes were counted as appended; put them back first in line.
      const back: FeedState = {
        ...state,
        updating: false,
        queue: [event.bytes, ...state.queue],
        queuedBytes: state.queuedBytes + event.bytes.length,
        appendedBytes: state.appendedBytes - event.bytes.length,
      };
      return makeRoom(back, event.currentTime, event.bufferedStart);
    }
    case "progress":
      if (!state.waitingForRoom || state.updating) return { state, command: NONE };
      return makeRoom(state, event.currentTime, event.bufferedStart);
  }
}
