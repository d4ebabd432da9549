import { initialFeedState, isSettled, shouldRead, stepFeed, type FeedCommand, type FeedEvent, type FeedState } from "./stream-feed";

/** A growing audio response the player can play while it arrives. */
export interface PlayerStream {
  body: ReadableStream<Uint8Array>;
  /** Content type of the audio (`audio/mpeg`). */
  mimeType: string;
  /** Aborts the request behind the body, so the server stops generating. */
  cancel: () => void;
}

/** How a stream ended: every byte arrived, it broke off after some audio, or nothing playable came. */
export type StreamOutcome = "complete" | "interrupted" | "unplayable";

export interface StreamEnd {
  outcome: StreamOutcome;
  /** Every byte received, as one file (for download when the history item is missing). */
  audio: Blob;
  /** Played audio was removed from the element's buffer to make room (long streams). */
  evicted: boolean;
  error: unknown;
}

export interface FeedSession {
  /** Object URL of the MediaSource, for the media element's src. */
  readonly url: string;
  /** Stops reading and aborts the request; no `onEnd` follows. */
  abort(): void;
  /** Playback moved on: a full buffer may make room now. */
  progress(): void;
  /** The seconds that can be played right now while the stream is live; null once it has ended. */
  liveWindow(): { start: number; end: number } | null;
}

/** Whether this browser can play `mimeType` while it downloads (Media Source Extensions). */
export function supportsStreamingPlayback(mimeType: string): boolean {
  return typeof MediaSource !== "undefined" && typeof MediaSource.isTypeSupported === "function" && MediaSource.isTypeSupported(mimeType);
}

function bufferedStart(buffer: SourceBuffer | null): number {
  return buffer && buffer.buffered.length > 0 ? buffer.buffered.start(0) : 0;
}

/**
 * Feeds `stream` into a MediaSource for `element` and reports once how it ended. The ordering
 * rules live in the pure `stepFeed`; this function only turns browser events into its events and
 * runs its commands. Reading stops while the SourceBuffer is full, so a paused listener holds the
 * server back instead of filling memory.
 */
export function startMediaSourceFeed(element: HTMLMediaElement, stream: PlayerStream, onEnd: (end: StreamEnd) => void): FeedSession {
  const mediaSource = new MediaSource();
  const url = URL.createObjectURL(mediaSource);
  const reader = stream.body.getReader();
  const received: Uint8Array[] = [];
  let state: FeedState = initialFeedState;
  let buffer: SourceBuffer | null = null;
  let reading = false;
  let failure: unknown = null;
  let reported = false;
  let ownsDuration = false;

  const report = (outcome: StreamOutcome) => {
    if (reported) return;
    reported = true;
    const parts = received as BlobPart[];
    // The browser also evicts played audio on its own when its buffer fills up.
    const evicted = state.evicted || bufferedStart(buffer) > 0.5;
    onEnd({ outcome, audio: new Blob(parts, { type: stream.mimeType }), evicted, error: failure });
  };

  const stopNetwork = () => {
    reader.cancel().catch(() => {});
    stream.cancel();
  };

  /** A failure of the media side (decoder, detached source): stop everything and say so. */
  const breakOff = (error: unknown) => {
    if (isSettled(state)) return;
    failure = error;
    const hadAudio = state.appendedBytes > 0;
    state = stepFeed(state, { type: "abort" }).state;
    stopNetwork();
    report(hadAudio ? "interrupted" : "unplayable");
  };

  const run = (command: FeedCommand) => {
    switch (command.type) {
      case "none":
        return;
      case "append":
        try {
          buffer?.appendBuffer(command.bytes as Uint8Array<ArrayBuffer>);
        } catch (error) {
          if (error instanceof DOMException && error.name === "QuotaExceededError") {
            dispatch({ type: "full", bytes: command.bytes, currentTime: element.currentTime, bufferedStart: bufferedStart(buffer) });
          } else {
            breakOff(error);
          }
        }
        return;
      case "remove":
        try {
          buffer?.remove(command.start, command.end);
        } catch (error) {
          breakOff(error);
        }
        return;
      case "end":
        try {
          if (mediaSource.readyState === "open") mediaSource.endOfStream();
        } catch (error) {
          console.info("Ending the media stream failed:", error);
        }
        report(state.phase === "failed" ? "interrupted" : "complete");
        return;
      case "fail":
        report("unplayable");
        return;
    }
  };

  /**
   * Chromium reports an MP3 MediaSource's duration as Infinity until the end of the stream; the
   * player shows (and seeks within) what has arrived, so the duration follows the buffered end.
   * A browser that already reports a finite duration keeps its own.
   */
  function growDuration() {
    if (isSettled(state) || !buffer || buffer.updating || buffer.buffered.length === 0 || mediaSource.readyState !== "open") return;
    if (!ownsDuration && Number.isFinite(mediaSource.duration)) return;
    ownsDuration = true;
    const end = buffer.buffered.end(buffer.buffered.length - 1);
    if (!(end > 0) || end === mediaSource.duration) return;
    try {
      mediaSource.duration = end;
    } catch (error) {
      console.info("Could not update the stream's duration:", error);
    }
  }

  function dispatch(event: FeedEvent) {
    const step = stepFeed(state, event);
    state = step.state;
    run(step.command);
    void pump();
  }

  async function pump() {
    if (reading || !shouldRead(state)) return;
    reading = true;
    try {
      while (shouldRead(state)) {
        const { done, value } = await reader.read();
        if (isSettled(state)) break;
        if (done) {
          dispatch({ type: "done" });
          break;
        }
        // User Timing mark: the first audio bytes of the answer (bench/streaming-playback.ts reads it; devtools show it).
        if (received.length === 0) performance.mark("vocable:player-stream-first-bytes");
        received.push(value);
        dispatch({ type: "chunk", bytes: value });
      }
    } catch (error) {
      if (!isSettled(state)) {
        failure = error;
        dispatch({ type: "fail", message: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      reading = false;
    }
    // Room may have appeared while the last read was running.
    if (shouldRead(state)) void pump();
  }

  mediaSource.addEventListener(
    "sourceopen",
    () => {
      // The element holds the MediaSource now; the URL is no longer needed.
      URL.revokeObjectURL(url);
      if (isSettled(state)) return;
      try {
        buffer = mediaSource.addSourceBuffer(stream.mimeType);
        // MP3 has no timestamps of its own: appended audio follows on from the previous append.
        buffer.mode = "sequence";
      } catch (error) {
        breakOff(error);
        return;
      }
      buffer.addEventListener("updateend", () => {
        growDuration();
        dispatch({ type: "updated" });
      });
      // A decode error also fails the media element, whose own error event tells the user.
      buffer.addEventListener("error", () => {
        if (isSettled(state)) return;
        state = stepFeed(state, { type: "abort" }).state;
        reported = true;
        stopNetwork();
      });
      dispatch({ type: "open" });
    },
    { once: true },
  );
  void pump();

  return {
    url,
    abort() {
      if (isSettled(state)) return;
      state = stepFeed(state, { type: "abort" }).state;
      reported = true;
      stopNetwork();
    },
    progress() {
      if (state.waitingForRoom) dispatch({ type: "progress", currentTime: element.currentTime, bufferedStart: bufferedStart(buffer) });
    },
    liveWindow() {
      if (isSettled(state) || !buffer || buffer.buffered.length === 0) return null;
      return { start: buffer.buffered.start(0), end: buffer.buffered.end(buffer.buffered.length - 1) };
    },
  };
}
