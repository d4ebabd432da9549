import { describe, expect, it } from "vitest";
import type { PlayerItem } from "./player-item";
import { initialPlayerState, playerReducer, type PlayerEvent, type PlayerState } from "./player-state";

const item: PlayerItem = {
  id: "a",
  type: "text-to-speech",
  src: "blob:x",
  fileName: null,
  title: "Hello",
  historyItemId: "h1",
  autoStart: true,
};

function run(events: PlayerEvent[], from: PlayerState = initialPlayerState): PlayerState {
  return events.reduce(playerReducer, from);
}

describe("playerReducer", () => {
  it("goes idle -> loading -> paused -> playing -> ended with progress reset", () => {
    let s = run([{ type: "load", item }]);
    expect(s.status).toBe("loading");
    s = run([{ type: "duration", duration: 4.2 }, { type: "canplay" }], s);
    expect(s.status).toBe("paused");
    s = run([{ type: "playing" }, { type: "time", currentTime: 3.5 }], s);
    expect(s).toMatchObject({ status: "playing", currentTime: 3.5, playedSeconds: 3.5, duration: 4.2 });
    s = run([{ type: "ended" }, { type: "time", currentTime: 4.2 }], s);
    expect(s).toMatchObject({ status: "ended", currentTime: 0, hasEnded: true });
    expect(run([{ type: "seek", currentTime: 2 }], s)).toMatchObject({ status: "paused", currentTime: 2 });
    s = run([{ type: "playing" }], s);
    expect(s.status).toBe("playing");
  });

  it("counts playback only while playing and ignores events without an item", () => {
    let s = run([{ type: "load", item }, { type: "canplay" }, { type: "time", currentTime: 5 }]);
    expect(s.playedSeconds).toBe(0);
    expect(run([{ type: "playing" }], initialPlayerState)).toBe(initialPlayerState);
    s = run([{ type: "patchItem", id: "a", patch: { fileName: "x.mp3" } }], s);
    expect(s.item?.fileName).toBe("x.mp3");
    s = run([{ type: "patchItem", id: "other", patch: { fileName: "y.mp3" } }], s);
    expect(s.item?.fileName).toBe("x.mp3");
  });

  it("a new load replaces the item and resets speed and progress", () => {
    let s = run([{ type: "load", item }, { type: "canplay" }, { type: "speed", speed: 2 }, { type: "playing" }]);
    s = run([{ type: "load", item: { ...item, id: "b" } }], s);
    expect(s).toMatchObject({ status: "loading", speed: 1, currentTime: 0, playedSeconds: 0, item: { id: "b" } });
  });
});

describe("playerReducer, streamed items", () => {
  it("a streamed item is live until its audio stops arriving, while the duration grows", () => {
    let s = run([{ type: "load", item, streaming: true }]);
    expect(s).toMatchObject({ status: "loading", stream: "live" });
    s = run([{ type: "duration", duration: 2.1 }, { type: "canplay" }, { type: "playing" }, { type: "duration", duration: 9.4 }], s);
    expect(s).toMatchObject({ status: "playing", stream: "live", duration: 9.4 });
    s = run([{ type: "streamEnd", id: "a", outcome: "complete" }], s);
    expect(s).toMatchObject({ status: "playing", stream: "complete" });
  });

  it("an interrupted stream keeps playing what arrived; one with no audio is an error", () => {
    const playing = run([{ type: "load", item, streaming: true }, { type: "canplay" }, { type: "playing" }]);
    expect(run([{ type: "streamEnd", id: "a", outcome: "interrupted" }], playing)).toMatchObject({ status: "playing", stream: "interrupted" });
    const loading = run([{ type: "load", item, streaming: true }]);
    expect(run([{ type: "streamEnd", id: "a", outcome: "unplayable" }], loading)).toMatchObject({ status: "error", stream: "interrupted" });
  });

  it("shows when playback waits for audio still to come, until it plays again or is paused", () => {
    const playing = run([{ type: "load", item, streaming: true }, { type: "canplay" }, { type: "playing" }]);
    expect(run([{ type: "waiting" }], playing)).toMatchObject({ status: "playing", waiting: true });
    expect(run([{ type: "waiting" }, { type: "playing" }], playing).waiting).toBe(false);
    expect(run([{ type: "waiting" }, { type: "pause" }], playing)).toMatchObject({ status: "paused", waiting: false });
    // Loading waits are the loading state already.
    expect(run([{ type: "load", item }, { type: "waiting" }]).waiting).toBe(false);
  });

  it("ignores the end of a stream that belongs to a replaced item, and items loaded whole have no stream state", () => {
    const s = run([{ type: "load", item, streaming: true }, { type: "load", item: { ...item, id: "b" }, streaming: true }]);
    expect(run([{ type: "streamEnd", id: "a", outcome: "complete" }], s).stream).toBe("live");
    expect(run([{ type: "load", item }]).stream).toBeNull();
  });
});
